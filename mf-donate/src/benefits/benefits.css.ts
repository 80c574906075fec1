import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
