import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fullPage = style({
  minHeight: '50vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
});
export const icon = style({ color: vars.color.danger });
export const message = style({ margin: 0, fontSize: '1.125rem', maxWidth: '36rem' });
export const detail = style({ margin: 0, color: vars.color.textMuted });
