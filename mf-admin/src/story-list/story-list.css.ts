import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const searchForm = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flex: '1 1 18rem',
  minWidth: 0,
  '@media': { [media.phone]: { flexBasis: '100%' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const searchBox = style({
  display: 'flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  selectors: { '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const input = style({
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  outline: 'none',
  padding: '8px 10px',
  flex: 1,
  minWidth: 0,
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const clear = style({
  font: 'inherit',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: '4px 10px',
  fontSize: '1.25rem',
  lineHeight: 1,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const select = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: '12rem' });

export const selectButton = style({
  font: 'inherit',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '8px 10px',
  color: vars.color.text,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

/** The genre list is at least as wide as its button. */
export const popover = style({ minWidth: 'var(--trigger-width)' });

export const listBox = style({ maxHeight: '320px', overflow: 'auto', padding: vars.space.xs, outline: 'none' });

export const option = style({
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSoft },
    '&[data-selected]': { fontWeight: 600 },
  },
});

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
