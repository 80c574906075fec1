import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';
export const heading = style({ color: vars.color.accent });
