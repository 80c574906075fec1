import { style } from '@vanilla-extract/css';

export const share = style({ display: 'inline-flex' });
