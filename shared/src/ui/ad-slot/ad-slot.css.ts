import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  // Space reserved up front so the story does not jump when the ad arrives. A phone gets a banner's height
  // (320×50), so the story's title and first lines stay on its first screen.
  minHeight: '110px',
  '@media': { [media.phone]: { minHeight: '56px' } },
});

export const label = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const unit = style({
  display: 'block',
  width: '100%',
  minHeight: '90px',
  '@media': { [media.phone]: { minHeight: '50px' } },
});

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
  // On a phone: one banner row, the invitation and its button, without the longer text.
  '@media': {
    [media.phone]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.sm,
      rowGap: '2px',
      padding: `${vars.space.xs} ${vars.space.sm}`,
    },
  },
});

export const houseTitle = style({
  margin: 0,
  fontWeight: 600,
  fontSize: '1rem',
  '@media': { [media.phone]: { flex: '1 1 10rem', fontSize: '0.875rem' } },
});

export const houseText = style({
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  '@media': { [media.phone]: { display: 'none' } },
});
