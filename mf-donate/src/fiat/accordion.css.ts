import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const group = style({ display: 'grid', gap: vars.space.sm });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&[data-expanded]': { borderColor: vars.color.accent } },
});

export const heading = style({ margin: 0, fontSize: '1rem' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  selectors: { '&:not([hidden])': { padding: `0 ${vars.space.md} ${vars.space.md}` } },
});
