import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const kicker = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

export const count = style({ margin: 0, color: vars.color.textMuted });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pagerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const pagerLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const pagePosition = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
