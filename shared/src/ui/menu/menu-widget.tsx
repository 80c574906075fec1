// The react-aria half of MenuButton, in its own chunk: fetched the first time a menu is opened.
import type { ReactNode } from 'react';
import { Menu, MenuItem as AriaMenuItem, MenuTrigger, type MenuItemProps, type MenuProps } from 'react-aria-components/Menu';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import type { InitialFocus } from '../lazy/use-lazy-popup';
import { item, menu, popover } from './menu.css';

export type MenuWidgetProps<T extends object> = Omit<MenuProps<T>, 'className' | 'autoFocus'> & {
  trigger: ReactNode;
  placement: PopoverProps['placement'];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initialFocus: InitialFocus | undefined;
};

export function MenuWidget<T extends object>({ trigger, placement, isOpen, onOpenChange, initialFocus, ...menuProps }: MenuWidgetProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover className={popover} placement={placement}>
        {/* Left out, the trigger's own focus rule applies (react-aria's, for every later opening). */}
        <Menu {...menuProps} className={menu} {...(initialFocus === undefined ? {} : { autoFocus: initialFocus })} />
      </Popover>
    </MenuTrigger>
  );
}

export function MenuItem<T extends object>(props: Omit<MenuItemProps<T>, 'className'>) {
  return <AriaMenuItem {...props} className={item} />;
}
