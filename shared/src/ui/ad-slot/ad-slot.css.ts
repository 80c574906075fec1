import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  // Space reserved up front so the story does not jump when the ad arrives.
  minHeight: '110px',
});

export const label = style({ fontSize: '0.75rem', color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.06em' });

export const unit = style({ display: 'block', width: '100%', minHeight: '90px' });
