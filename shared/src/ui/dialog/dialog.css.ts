import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TOAST_SPACE_PROPERTY } from '../toast/toast-queue';

/** The viewport's bottom that toasts take: the dialog is centred above it, never under a toast. */
const toastSpace = `var(${TOAST_SPACE_PROPERTY}, 0px)`;

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.md} + ${toastSpace})`,
  background: 'rgb(0 0 0 / 0.55)',
  selectors: { '&[data-entering]': { animation: `${fade} 150ms` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const modal = style({
  width: '100%',
  maxWidth: '440px',
  maxHeight: `calc(100dvh - 32px - ${toastSpace})`,
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
  border: `1px solid ${vars.color.border}`,
});
export const dialog = style({ padding: vars.space.lg, outline: 'none', position: 'relative' });
export const title = style({
  margin: `0 ${vars.space.xl} ${vars.space.md} 0`,
  fontFamily: vars.font.heading,
  fontSize: '1.5rem',
});
export const close = style({ position: 'absolute', top: vars.space.sm, insetInlineEnd: vars.space.sm });
