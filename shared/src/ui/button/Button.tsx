// Buttons and button-looking links for every team (react-aria for keyboard, press and focus behaviour).
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import { sizes, variants } from './button.css';

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

type Look = { variant?: ButtonVariant; size?: ButtonSize };

export function buttonClassName({ variant = 'primary', size = 'md' }: Look = {}, extra?: string): string {
  return [variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}

export type ButtonProps = Omit<AriaButtonProps, 'className'> & Look & { className?: string };

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName({ variant, size }, className)} />;
}

export type LinkButtonProps = RouterLinkProps & Look & { children: ReactNode };

/** A client-side route link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <RouterLink {...props} className={buttonClassName({ variant, size }, className)} />;
}
