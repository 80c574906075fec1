import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});
