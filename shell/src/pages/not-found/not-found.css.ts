import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const page = style({
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});
