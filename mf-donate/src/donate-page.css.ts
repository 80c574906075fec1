import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { '(min-width: 640px)': { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const header = style({ display: 'grid', gap: vars.space.sm, textAlign: 'center' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 5vw, 2.5rem)',
  lineHeight: 1.15,
  color: vars.color.text,
});

export const lead = style({ margin: 0, fontSize: '1.0625rem', color: vars.color.textMuted });
