import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

// The external link dressed as a button, with the tip-jar image as its icon.
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentHover },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

export const linkImage = style({ display: 'block', width: '40px', height: '40px' });

export const frame = style({
  display: 'block',
  width: '100%',
  height: '640px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
