import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { popoverSurface } from '../surface/surface.css';

export const popover = style([popoverSurface, { minWidth: '180px' }]);
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
