import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ marginBlock: `${vars.space.lg} ${vars.space.lg}` });
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  lineHeight: 1.15,
  color: vars.color.text,
});
export const description = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: '1.0625rem' });
