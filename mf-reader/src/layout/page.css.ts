import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

/** The reading column of the home and story pages. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gap: vars.space.sm } },
  maxWidth: '820px',
  margin: '0 auto',
  width: '100%',
});
