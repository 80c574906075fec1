import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const page = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const form = style({ display: 'grid', gap: vars.space.md });

/** A form's button keeps its own width in the grid. */
export const action = style({ justifySelf: 'start' });

export const text = style({ margin: 0, color: vars.color.text });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontWeight: 600,
});

export const error = style([notice, { background: vars.color.dangerSoft }]);
