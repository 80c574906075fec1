import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const label = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.textMuted });

export const valueLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: '0.9375rem',
  color: vars.color.text,
  // Long addresses and account numbers wrap anywhere instead of overflowing a phone screen.
  overflowWrap: 'anywhere',
});
