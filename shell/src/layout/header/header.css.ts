import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

// Below this width the nav and switchers fold into the menu disclosure.
const mobile = 'screen and (max-width: 719px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: '1100px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '64px',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: '1.5rem',
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.accent } },
  '@media': { 'screen and (min-width: 720px)': { marginInlineEnd: 0 } },
});

// Mobile first: shown by default, hidden from 720px up.
export const menuToggle = style({
  display: 'inline-flex',
  order: 3,
  '@media': { 'screen and (min-width: 720px)': { display: 'none' } },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  '@media': { [mobile]: { order: 2 } },
});

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  '@media': {
    [mobile]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      insetInline: 0,
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: vars.space.md,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.popover,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
});

export const nav = style({ flex: 1 });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  '@media': { [mobile]: { flexDirection: 'column' } },
});

export const navLink = style({
  display: 'block',
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&[aria-current="page"]': {
      color: vars.color.text,
      fontWeight: 700,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});

export const switchers = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});
