import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

const measure = '68ch';

export const page = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  color: vars.color.text,
  lineHeight: 1.7,
  overflowWrap: 'break-word',
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space.xxl, paddingInline: vars.space.lg } },
});

export const header = style({
  maxWidth: measure,
  marginInline: 'auto',
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.875rem, 1.4rem + 2.2vw, 2.75rem)',
  lineHeight: 1.2,
});

export const badges = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const badge = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.4,
});

export const lead = style({
  margin: `${vars.space.lg} 0 0`,
  color: vars.color.textMuted,
  fontSize: '1.125rem',
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  marginBlock: vars.space.xxl,
});

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  lineHeight: 1.3,
});

export const cardText = style({ margin: 0 });

export const disclaimer = style({
  maxWidth: measure,
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
});

export const disclaimerTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: '1.125rem',
});

export const disclaimerText = style({ margin: 0, color: vars.color.textMuted });
