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

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  marginBlock: vars.space.xl,
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

export const disclaimerText = style({ margin: 0, color: vars.color.textMuted });
