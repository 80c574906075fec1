// The readers' figures: a grid of charts (one column on a phone), each a card in the theme's colours; the bars and
// lines are drawn in the theme's accent, which keeps at least 3:1 against the card in light and dark alike.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const windowLabel = style({ fontWeight: 600 });

export const windowGroup = style({ display: 'flex', gap: vars.space.xs });

/** The window on show: filled in the accent colour, as well as marked pressed for screen readers. */
export const windowButton = style({
  selectors: {
    '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const figure = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const caption = style({ margin: 0, fontSize: '1.125rem', fontWeight: 600, fontFamily: vars.font.heading });

export const chartBox = style({ width: '100%', minWidth: 0 });

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: 'normal',
  overflowWrap: 'anywhere',
});

export const headCell = style([cell, { fontWeight: 600, color: vars.color.textMuted }]);

export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });
