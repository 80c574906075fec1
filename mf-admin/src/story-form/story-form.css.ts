import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '920px',
  margin: '0 auto',
  width: '100%',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const hint = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const input = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: '8px 10px',
  width: '100%',
  boxSizing: 'border-box',
  colorScheme: 'light dark',
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const textarea = style([input, { resize: 'vertical', lineHeight: 1.5 }]);

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const genreGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.xs,
});

export const tabLabel = style({ display: 'inline-flex', alignItems: 'center', gap: '6px' });

export const incompleteMark = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.danger,
  flex: 'none',
});

export const panelFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

const banner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const success = style([
  banner,
  { background: vars.color.successSoft, borderInlineStart: `4px solid ${vars.color.success}`, color: vars.color.text },
]);
export const error = style([
  banner,
  { background: vars.color.dangerSoft, borderInlineStart: `4px solid ${vars.color.danger}`, color: vars.color.text },
]);
export const notice = style([
  banner,
  { background: vars.color.accentSoft, borderInlineStart: `4px solid ${vars.color.accent}`, color: vars.color.text },
]);

export const suggestion = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const bannerText = style({ margin: 0 });

export const coverPreview = style({
  display: 'block',
  width: '100%',
  maxWidth: '320px',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const progressTrack = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.skeleton,
  overflow: 'hidden',
});

export const progressFill = style({ height: '100%', background: vars.color.accent, transition: 'width 120ms linear' });

export const dateGroup = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: '4px 4px 4px 10px',
    selectors: { '&[data-focus-within]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
  },
]);

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0, padding: '4px 0' });

export const dateSegment = style({
  padding: '0 2px',
  borderRadius: '3px',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.accentText },
  },
});

export const calendar = style({ padding: vars.space.sm, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
  fontWeight: 600,
});

export const calendarTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 600 });

/** Worn with the shared icon button's class. */
export const calendarNav = style({ fontSize: '1.25rem', lineHeight: 1 });

export const calendarCell = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
