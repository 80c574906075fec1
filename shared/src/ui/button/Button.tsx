// Buttons and button-looking links for every team (react-aria for keyboard, press and focus behaviour).
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { button } from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

type Look = { variant?: ButtonVariant; size?: ButtonSize };

/** Spread on any element to give it the button look: `<a {...buttonLook({ variant: 'ghost' })}>`. */
export function buttonLook({ variant = 'primary', size = 'md' }: Look = {}, className?: string) {
  return { className: [button, className].filter(Boolean).join(' '), 'data-variant': variant, 'data-size': size };
}

export type ButtonProps = Omit<AriaButtonProps, 'className'> & Look & { className?: string };

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} {...buttonLook({ variant, size }, className)} />;
}

export type LinkButtonProps = RouterLinkProps & Look & { children: ReactNode };

/** A client-side route link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <RouterLink {...props} {...buttonLook({ variant, size }, className)} />;
}
