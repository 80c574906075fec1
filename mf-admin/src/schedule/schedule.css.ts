import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const dayRow = style({
  display: 'grid',
  gridTemplateColumns: '13rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});

/** A day without a story stands out: a dashed danger-toned border and a soft background. */
export const gap = style({ borderStyle: 'dashed', borderColor: vars.color.danger, background: vars.color.dangerSoft });

export const dayName = style({
  fontWeight: 600,
  margin: 0,
  fontSize: '1rem',
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const storyLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const noStory = style({ fontWeight: 600, color: vars.color.danger });

export const dayActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { justifyContent: 'flex-start' } },
});

export const summaryLine = style({ margin: 0, color: vars.color.textMuted });
