// Styles several widgets share: a floating surface (menus, popovers) and a small square icon button (a toast's
// close, a date field's calendar button).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popoverSurface = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  outline: 'none',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
