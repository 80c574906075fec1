// The account page: a column of sections, each a titled card with its form; the dialog's sentence and buttons.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.phone]: { gap: vars.space.md } },
  maxWidth: '640px',
  margin: '0 auto',
  width: '100%',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [media.phone]: { padding: vars.space.md } },
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sectionHeading = style({ margin: 0, fontSize: '1.25rem' });

export const text = style({ margin: 0, lineHeight: 1.5 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

/** A section's own button (download, delete) sits at its start, as wide as its text. */
export const sectionButton = style({ alignSelf: 'flex-start' });
