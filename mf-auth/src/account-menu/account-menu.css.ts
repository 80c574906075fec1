import { style } from '@vanilla-extract/css';

export const trigger = style({ maxWidth: '220px' });
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const chevron = style({ flexShrink: 0 });
