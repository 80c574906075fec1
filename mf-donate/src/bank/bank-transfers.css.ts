import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const copyAll = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space.sm });
