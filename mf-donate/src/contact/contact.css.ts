import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const contact = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
