import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

// Below this width the form folds into the menu and a search link sits in the header row.
const mobile = 'screen and (max-width: 719px)';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 13rem',
  minWidth: '7rem',
  '@media': { [mobile]: { flex: 'none', minWidth: 0 } },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  fontSize: '0.9375rem',
  color: vars.color.text,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderInlineEnd: 'none',
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' } },
  '@media': { [mobile]: { height: '44px' } },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  color: vars.color.text,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
  '@media': { [mobile]: { width: '44px', height: '44px' } },
});

// Mobile first: the header row's link to the search page, hidden from 720px up, where the form is in the row.
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  order: 2,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { color: vars.color.accent } },
  '@media': { 'screen and (min-width: 720px)': { display: 'none' } },
});
