import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

/** The reading column of the home and story pages. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '820px',
  margin: '0 auto',
  width: '100%',
});
