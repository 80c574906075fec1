import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const note = style({ margin: 0, color: vars.color.textMuted });
