import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const footer = style({
  marginTop: vars.space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

export const inner = style({
  maxWidth: '1100px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const copyright = style({ margin: 0, fontSize: '0.9375rem' });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  minWidth: 0,
});

export const link = style({
  color: vars.color.text,
  textUnderlineOffset: '3px',
  padding: '10px 0',
  display: 'inline-block',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The subscribe form takes a row of its own above the links. */
export const newsletter = style({
  flexBasis: '100%',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
