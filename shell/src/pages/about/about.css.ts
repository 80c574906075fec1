import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

/** A comfortable reading measure for running text. */
const measure = '68ch';

export const page = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  lineHeight: 1.7,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space.xl, paddingInline: vars.space.lg } },
});

export const intro = style({ maxWidth: measure });

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

// A pill like the shared Badge (tone accent). Not that component: jest's '.css' moduleNameMapper stubs its styleVariants, so it throws in tests.
export const badge = style({
  paddingBlock: '2px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.6,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  marginBlock: vars.space.xl,
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
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const disclaimerTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: '1.125rem',
  lineHeight: 1.3,
});

export const disclaimerText = style({ margin: 0, color: vars.color.textMuted });
