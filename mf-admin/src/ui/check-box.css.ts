import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

/** A react-aria Checkbox: its box and its label in a row, outlined when focused by keyboard. */
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  padding: '6px 8px',
  minHeight: '32px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const box = style({
  width: '18px',
  height: '18px',
  flex: 'none',
  border: `2px solid ${vars.color.border}`,
  borderRadius: '4px',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.accentText,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent } },
});
