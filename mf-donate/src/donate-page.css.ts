import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

// Horizontal padding belongs to the host's layout; the page only caps its reading width.
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '760px',
  margin: '0 auto',
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
});

// The grid gap already spaces the page heading; its own block margin would double it.
globalStyle(`${page} > header`, { marginBlock: 0 });
