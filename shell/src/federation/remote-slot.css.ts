import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const inline = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const inlineText = style({ fontSize: '0.875rem', color: vars.color.textMuted });
export const inlineLoading = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '44px',
  minHeight: '44px',
  justifyContent: 'center',
});
