import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const page = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1100px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
  outline: 'none',
});
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: 300,
  padding: '10px 16px',
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});
