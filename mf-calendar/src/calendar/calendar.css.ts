import { createContainer, style } from '@vanilla-extract/css';
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

export const eyebrow = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600, fontSize: '0.875rem', letterSpacing: '0.04em' });

export const navRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.md, width: '100%' });

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

export const weeks = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const week = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const weekHeading = style({
  margin: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  fontWeight: 600,
});

// SPEC §2: 1, 2, 3 or 4 columns by the width the calendar has (not the window: the shell may add a sidebar).
export const grid = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@container': {
    [`${calendar} (min-width: 480px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${calendar} (min-width: 720px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [`${calendar} (min-width: 960px)`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
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
});

export const todayCard = style([
  dayCard,
  { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.accent}, ${vars.shadow.card}` },
]);

export const dayHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, margin: 0 });

export const dayNumber = style({ display: 'block', fontFamily: vars.font.heading, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1 });

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

export const noStory = style({ margin: 'auto 0 0', color: vars.color.textMuted, fontStyle: 'italic', fontSize: '0.9375rem' });

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
