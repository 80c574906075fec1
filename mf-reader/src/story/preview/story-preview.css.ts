// The preview band: set apart from the story in the accent colour, light and dark alike, wrapping on a phone.
import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const band = style({
  border: `2px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const bandTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const bandText = style({ margin: 0, color: vars.color.textMuted });

export const languageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const languageLink = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': { fontWeight: 700, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
  },
});
