import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  lineHeight: 1.3,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A short explanation above a panel's content. */
export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
