// The admin overviews' look (the stories list, the schedule): rows that are a grid on a wide screen and stack on
// a phone, in the theme's colours (light and dark alike).
import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '1040px',
  margin: '0 auto',
  width: '100%',
});

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The link to the page on screen: outlined in the accent colour, as well as marked for screen readers. */
export const currentLink = style({
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '9.5rem minmax(0, 1fr) 7rem 5.5rem auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': {
    [media.phone]: { gridTemplateColumns: '1fr auto', gap: vars.space.xs, padding: `${vars.space.sm} 0` },
  },
});

export const day = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const title = style({ fontWeight: 600, margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' });

export const phoneWide = style({ '@media': { [media.phone]: { gridColumn: '1 / -1' } } });

export const muted = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const warn = style({ color: vars.color.danger, fontSize: '0.875rem' });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { gridColumn: '1 / -1', justifyContent: 'flex-start' } },
});

export const empty = style({
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const banner = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
