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

export const houseAd = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '40rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  // A 255-character name without spaces must wrap, not widen the page.
  overflowWrap: 'anywhere',
});

export const houseTitle = style({ margin: 0, fontWeight: 600, fontSize: '1rem' });

export const houseText = style({ margin: 0, fontSize: '0.875rem', lineHeight: 1.5 });
