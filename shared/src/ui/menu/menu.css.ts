import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  minWidth: '180px',
  outline: 'none',
});
export const menu = style({ padding: vars.space.xs, outline: 'none', maxHeight: 'inherit', overflow: 'auto' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.accentSoft },
    '&[data-selected]': { fontWeight: 700 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
