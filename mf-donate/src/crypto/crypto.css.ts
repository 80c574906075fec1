import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

// A warning, not an error: readable in both themes on the soft accent background.
export const networkWarning = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.text,
});
