// Styled react-aria menu: `<MenuTrigger><Button/><Menu>…<MenuItem/></Menu></MenuTrigger>`.
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  type MenuItemProps,
  type MenuProps,
} from 'react-aria-components/Menu';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import { item, menu, popover } from './menu.css';

export { MenuTrigger };

export function Menu<T extends object>({ placement, ...props }: Omit<MenuProps<T>, 'className'> & { placement?: PopoverProps['placement'] }) {
  return (
    <Popover className={popover} placement={placement ?? 'bottom end'}>
      <AriaMenu {...props} className={menu} />
    </Popover>
  );
}

export function MenuItem<T extends object>(props: Omit<MenuItemProps<T>, 'className'>) {
  return <AriaMenuItem {...props} className={item} />;
}

export { item as menuItemClassName, popover as popoverClassName, menu as menuClassName };
