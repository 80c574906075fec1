import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The title of a section or card inside a page (below the page's PageHeading). */
export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  lineHeight: 1.3,
});
