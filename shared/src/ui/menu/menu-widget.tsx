// The react-aria half of MenuButton, in its own chunk: fetched the first time a menu is opened.
import type { ReactNode } from 'react';
import {
  Menu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  type MenuItemProps,
  type MenuProps,
} from 'react-aria-components/Menu';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import { Button as AriaButton } from 'react-aria-components/Button';
import { buttonLook, type ButtonSize, type ButtonVariant } from '../button/Button';
import type { InitialFocus } from '../lazy/use-lazy-popup';
import { item, menu, popover } from './menu.css';

export type MenuWidgetProps<T extends object> = Omit<MenuProps<T>, 'className' | 'autoFocus'> & {
  /** The trigger's content and look: react-aria's MenuTrigger wires its own Button, styled as the shared one. */
  label: ReactNode;
  look: { variant?: ButtonVariant; size?: ButtonSize; className?: string };
  placement: PopoverProps['placement'];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initialFocus: InitialFocus | undefined;
};

export function MenuWidget<T extends object>({
  label,
  look,
  placement,
  isOpen,
  onOpenChange,
  initialFocus,
  ...menuProps
}: MenuWidgetProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton {...buttonLook(look, look.className)}>{label}</AriaButton>
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
