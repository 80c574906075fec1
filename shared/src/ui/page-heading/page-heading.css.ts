import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const wrapper = style({
  marginBlock: `${vars.space.lg} ${vars.space.lg}`,
  '@media': { [media.phone]: { marginBlock: `${vars.space.sm} 0` } },
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 4vw, 2.5rem)',
  lineHeight: 1.15,
  color: vars.color.text,
});
export const description = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: '1.0625rem',
});
