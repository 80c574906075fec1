// A button that opens a styled react-aria menu: `<MenuButton label={…} menuLabel="…"><MenuItem/>…</MenuButton>`.
// Until the first use it is a plain button; the menu's code is fetched when the button is pressed.
import type { ReactNode } from 'react';
import type { MenuItemProps, MenuProps } from 'react-aria-components/Menu';
import type { PopoverProps } from 'react-aria-components/Popover';
import { Button, type ButtonSize, type ButtonVariant } from '../button/Button';
import { loadOnce } from '../../load/once';
import { useLazyPopup } from '../lazy/use-lazy-popup';
import { lazyTrigger } from '../lazy/lazy-trigger.css';

const menuWidget = loadOnce(() => import('./menu-widget'));

export type MenuButtonProps<T extends object> = Omit<MenuProps<T>, 'className' | 'autoFocus' | 'aria-label'> & {
  /** What the button shows. */
  label: ReactNode;
  /** The menu's accessible name. */
  menuLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  placement?: PopoverProps['placement'];
};

export function MenuButton<T extends object>({
  label,
  menuLabel,
  variant,
  size,
  className,
  placement = 'bottom end',
  ...menuProps
}: MenuButtonProps<T>) {
  const { module, isOpen, onOpenChange, initialFocus, containerRef, triggerProps } = useLazyPopup(menuWidget, 'menu');
  const look = { variant, size, className };
  const Widget = module?.MenuWidget;
  return (
    <span ref={containerRef} className={lazyTrigger}>
      {Widget ? (
        <Widget
          {...menuProps}
          aria-label={menuLabel}
          label={label}
          look={look}
          placement={placement}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          initialFocus={initialFocus}
        />
      ) : (
        <Button {...look} {...triggerProps}>
          {label}
        </Button>
      )}
    </span>
  );
}

/** An item of a MenuButton's menu (rendered only once the menu's code has arrived). */
export function MenuItem<T extends object>(props: Omit<MenuItemProps<T>, 'className'>) {
  const Item = menuWidget.value()?.MenuItem;
  return Item ? <Item {...props} /> : null;
}

export { item as menuItemClassName, popover as popoverClassName, menu as menuClassName } from './menu.css';
