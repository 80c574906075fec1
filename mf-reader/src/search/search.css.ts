import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'stretch' });

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const submit = style({
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.accentText,
  background: vars.color.accent,
  border: 'none',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const snippet = style({ margin: 0, color: vars.color.text, fontSize: '0.9375rem', lineHeight: 1.5 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });

export const mark = style({
  background: vars.color.accentSoft,
  color: 'inherit',
  fontWeight: 700,
  borderRadius: '2px',
  padding: '0 1px',
});
