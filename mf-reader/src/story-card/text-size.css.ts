import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';
import { TEXT_SIZE_ATTRIBUTE } from '@tales/shared/theme/text-size';
import { body } from './story-card.css';

export const sizeGroup = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

/** The reading tools under the headline: the text size and, where there is a voice, Listen. */
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const listenRow = style({ display: 'inline-flex', gap: vars.space.xs });

export const sizeOption = style({ display: 'inline-flex', cursor: 'pointer' });

export const sizeOptionLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  height: '36px',
  fontFamily: vars.font.heading,
  fontWeight: 700,
  lineHeight: 1,
  color: vars.color.text,
});

/** Each option's letter A at the size it stands for. */
export const glyph = styleVariants({
  small: { fontSize: '0.8125rem' },
  medium: { fontSize: '1rem' },
  large: { fontSize: '1.25rem' },
});

globalStyle(`${sizeOption} input:checked + ${sizeOptionLabel}`, {
  background: vars.color.accent,
  color: vars.color.accentText,
});
globalStyle(`${sizeOption} input:focus-visible + ${sizeOptionLabel}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
});

// The story's body follows the size on <html>; medium is the body's own size.
globalStyle(`:root[${TEXT_SIZE_ATTRIBUTE}="small"] ${body}`, { fontSize: '1rem' });
globalStyle(`:root[${TEXT_SIZE_ATTRIBUTE}="large"] ${body}`, { fontSize: '1.375rem' });
