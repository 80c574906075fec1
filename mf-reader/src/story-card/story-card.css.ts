import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [media.phone]: { padding: vars.space.md, gap: vars.space.sm } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const readTime = style({ fontWeight: 600 });

const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const hashtags = style([inlineList, { color: vars.color.textMuted }]);

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: '0.875rem',
  '@media': { [media.phone]: { padding: `2px ${vars.space.sm}`, fontSize: '0.8125rem' } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.125rem)',
  lineHeight: 1.2,
  color: vars.color.text,
});

export const author = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const authorLink = style({
  color: 'inherit',
  textDecorationThickness: '1px',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
  },
});

/** The body's place while the text loads: lines spaced like the card's own rows. */
export const bodyLoading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '70ch' });

export const body = style({
  // SPEC §1: story text is not selectable.
  userSelect: 'none',
  WebkitUserSelect: 'none',
  fontFamily: vars.font.heading,
  fontSize: '1.125rem',
  lineHeight: 1.75,
  maxWidth: '70ch',
});

const paragraphBase = style({ margin: `0 0 ${vars.space.md}`, overflowWrap: 'break-word' });

export const paragraphLatin = style([paragraphBase, { hyphens: 'auto' }]);
// Han/Kana lines read better with air between glyphs, taller lines, and breaks between any two characters.
export const paragraphCjk = style([
  paragraphBase,
  { letterSpacing: '0.05em', lineHeight: 1.9, wordBreak: 'break-all', lineBreak: 'strict', textAlign: 'justify' },
]);
// Cyrillic words are long: slight tracking, a little more leading, hyphenation.
export const paragraphCyrillic = style([
  paragraphBase,
  { letterSpacing: '0.01em', lineHeight: 1.8, hyphens: 'auto', wordBreak: 'normal' },
]);

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});
