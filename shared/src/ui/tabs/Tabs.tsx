// Styled react-aria tabs (arrow keys, roving focus, aria-selected) for every team.
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components/Tabs';
import { panel, tab, tabList, tabs } from './tabs.css';

export function Tabs(props: Omit<TabsProps, 'className'>) {
  return <AriaTabs {...props} className={tabs} />;
}

export function TabList<T extends object>(props: Omit<TabListProps<T>, 'className'>) {
  return <AriaTabList {...props} className={tabList} />;
}

export function Tab(props: Omit<TabProps, 'className'>) {
  return <AriaTab {...props} className={tab} />;
}

export function TabPanel(props: Omit<TabPanelProps, 'className'>) {
  return <AriaTabPanel {...props} className={panel} />;
}
