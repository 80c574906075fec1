import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A short explanation above a panel's content. */
export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
