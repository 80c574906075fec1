import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
