import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const name = style({ fontWeight: 600, color: vars.color.text, paddingInline: vars.space.sm });
