import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const resetTitle = style({ margin: 0, fontSize: '1.15rem', fontFamily: vars.font.heading });
export const backRow = style({ display: 'flex', justifyContent: 'flex-start' });
