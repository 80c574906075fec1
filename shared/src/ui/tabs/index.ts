// Its own entry (`@tales/shared/ui/tabs`): the react-aria tabs are downloaded only by the pages that show tabs.
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
