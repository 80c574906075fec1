import { style } from '@vanilla-extract/css';

export const area = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const dialogSlot = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineEnd: 0,
  whiteSpace: 'nowrap',
});
