import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const select = style({ display: 'flex', flexDirection: 'column' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    // The light trigger is a native button, the Select's own is react-aria's: both kinds of state.
    '&:hover, &[data-hovered]': { borderColor: vars.color.accent },
    '&:focus-visible, &[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const value = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const listBox = style({ padding: vars.space.xs, outline: 'none', maxHeight: 'inherit', overflow: 'auto' });
