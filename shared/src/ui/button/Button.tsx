// Buttons and button-looking links for every team. A plain button is a native <button>: the browser gives it
// keyboard activation, focus and its accessible name, so no react-aria code is downloaded for it. Widgets whose
// trigger react-aria wires (menus, file pickers) use react-aria's Button with `buttonLook` in their own chunk.
import {
  useRef,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { button } from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

type Look = { variant?: ButtonVariant; size?: ButtonSize };

/** Spread on any element to give it the button look: `<a {...buttonLook({ variant: 'ghost' })}>`. */
export function buttonLook({ variant = 'primary', size = 'md' }: Look = {}, className?: string) {
  return { className: [button, className].filter(Boolean).join(' '), 'data-variant': variant, 'data-size': size };
}

/** How a press was made, named as react-aria names it: `keyboard` (Enter, Space), `virtual` (a screen reader). */
export type PressPointerType = 'mouse' | 'pen' | 'touch' | 'keyboard' | 'virtual';
export type PressEvent = { pointerType: PressPointerType; target: HTMLButtonElement };

/** A native button with the press API (`onPress`, `isDisabled`, `isPending`) and no look of its own. */
export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'children'> & {
  children?: ReactNode;
  onPress?: (event: PressEvent) => void;
  /** A mouse or pen moved over it (touch does not hover). */
  onHoverStart?: () => void;
  isDisabled?: boolean;
  /** Work started by the press is under way: the button stays focusable but does nothing, and says so. */
  isPending?: boolean;
};

const pointerTypes = new Set(['mouse', 'pen', 'touch']);

export function PlainButton({
  onPress,
  onHoverStart,
  isDisabled,
  isPending,
  type = 'button',
  onKeyDown,
  onPointerEnter,
  ...props
}: PlainButtonProps) {
  // A click with no pointer comes from Enter/Space (seen by onKeyDown just before) or from assistive technology.
  const keyPressed = useRef<string | null>(null);
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    keyPressed.current = event.key === 'Enter' || event.key === ' ' ? event.key : null;
    onKeyDown?.(event);
  };
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    const native = (event.nativeEvent as { pointerType?: string }).pointerType ?? '';
    const fromKey = keyPressed.current;
    keyPressed.current = null;
    if (isPending || !onPress) return;
    // Browsers name a keyboard's click inconsistently (Chromium may say "mouse"): the key seen just before decides.
    const pointerType: PressPointerType = fromKey
      ? 'keyboard'
      : event.detail === 0
        ? 'virtual'
        : pointerTypes.has(native)
          ? (native as PressPointerType)
          : 'mouse';
    onPress({ pointerType, target: event.currentTarget });
  };
  const pointerEnter = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'touch') onHoverStart?.();
    onPointerEnter?.(event);
  };
  return (
    <button
      {...props}
      // A pending submit button must not submit again when Enter is pressed in a field.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={click}
      onKeyDown={keyDown}
      onPointerEnter={pointerEnter}
    />
  );
}

export type ButtonProps = Omit<PlainButtonProps, 'className'> & Look & { className?: string };

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <PlainButton {...props} {...buttonLook({ variant, size }, className)} />;
}

export type LinkButtonProps = RouterLinkProps & Look & { children: ReactNode };

/** A client-side route link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <RouterLink {...props} {...buttonLook({ variant, size }, className)} />;
}
