import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

const calendar = createContainer();

export const page = style({
  containerName: calendar,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
});

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.875rem',
  letterSpacing: '0.04em',
});

export const navRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  width: '100%',
});

export const monthTitle = style({
  margin: 0,
  minWidth: '10ch',
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)',
  lineHeight: 1.2,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const chevron = style({ display: 'block' });

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The columns the grid has at each container width (SPEC §2: 1, 2, 3 or 4 by the width the calendar has). */
const columnSteps = [
  { minWidth: 480, columns: 2 },
  { minWidth: 720, columns: 3 },
  { minWidth: 960, columns: 4 },
] as const;

// The whole month in one grid, in date order. When the days would leave one card alone on the last row
// (29 days in 4 columns, 31 in 3, an odd count in 2), the 1st takes two columns instead, so no row holds one.
export const grid = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@container': Object.fromEntries(
    columnSteps.map(({ minWidth, columns }) => [
      `${calendar} (min-width: ${minWidth}px)`,
      { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    ]),
  ),
});

// Each step's rule holds only up to the next step, so the count that decides is the one of the columns shown.
columnSteps.forEach(({ minWidth, columns }, step) => {
  const next = columnSteps[step + 1];
  const range = next
    ? `(min-width: ${minWidth}px) and (max-width: ${next.minWidth - 0.02}px)`
    : `(min-width: ${minWidth}px)`;
  globalStyle(`${grid} > li:first-child:nth-last-child(${columns}n + 1)`, {
    '@container': { [`${calendar} ${range}`]: { gridColumn: 'span 2' } },
  });
});

export const dayCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: '9.5rem',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  selectors: {
    // Weeks start on Monday: the card that opens one carries a thicker edge on its reading side.
    '&[data-week-start]': { borderInlineStartWidth: '4px', borderInlineStartColor: vars.color.textMuted },
    // A day still to come is lighter than a past one: no story yet, nothing missed.
    '&[data-future]': { background: 'transparent', borderStyle: 'dashed', boxShadow: 'none' },
  },
});

export const todayCard = style([
  dayCard,
  { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.accent}, ${vars.shadow.card}` },
]);

export const dayHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
});

export const dayNumber = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: '1.75rem',
  fontWeight: 700,
  lineHeight: 1,
});

export const weekday = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const todayLabel = style({
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '0.75rem',
  fontWeight: 700,
});

export const dayStory = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const storyTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.0625rem', lineHeight: 1.3 });

// The whole card is the link's hit area, while the link's name stays just the title.
export const storyLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const fallbackNote = style({ margin: 0, fontSize: '0.75rem', color: vars.color.textMuted, fontStyle: 'italic' });

export const noStory = style({
  margin: 'auto 0 0',
  color: vars.color.textMuted,
  fontStyle: 'italic',
  fontSize: '0.9375rem',
});

// Above the story link's card-wide hit area, so it gets its own clicks.
export const editLink = style({ position: 'relative', zIndex: 1, alignSelf: 'flex-start' });

export const loadError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const loadErrorText = style({ margin: 0, fontSize: '1.0625rem' });
