import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const onward = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

// Previous and next side by side where two cards of a title's width fit, stacked on a phone; side by side, the
// next one keeps its place on the reading end even without a previous one.
export const neighbours = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// A story card as the calendar's day cards are: the surface, its edge and shadow, the whole card the link's target.
export const neighbour = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const next = style([
  neighbour,
  { '@media': { 'screen and (min-width: 560px)': { gridColumn: 2, textAlign: 'end' } } },
]);

export const kicker = style({
  display: 'block',
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  fontWeight: 600,
  letterSpacing: '0.02em',
  selectors: {
    // The arrow points the way; the words say it to a screen reader.
    [`${neighbour} &::before`]: { content: '"← " / ""' },
    [`${next} &::before`]: { content: 'none' },
    [`${next} &::after`]: { content: '" →" / ""' },
  },
});

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cardTitle = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: '1.0625rem',
  fontWeight: 700,
  lineHeight: 1.3,
  selectors: { [`${cardLink}:hover &`]: { color: vars.color.accent, textDecoration: 'underline' } },
});

export const cardDate = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const cardSummary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const relatedHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  lineHeight: 1.3,
});

export const related = style({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
});

export const relatedCard = neighbour;
