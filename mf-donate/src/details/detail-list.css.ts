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

// Value and button share a line when there is room; on a phone the button wraps below, so a long
// address keeps the full row width instead of a narrow column beside a translated "Copy" label.
export const valueLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
});

export const value = style({
  flex: '1 1 16rem',
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: '0.9375rem',
  color: vars.color.text,
  // Long addresses and account numbers wrap anywhere instead of overflowing a phone screen.
  overflowWrap: 'anywhere',
});
