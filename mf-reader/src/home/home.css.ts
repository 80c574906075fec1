import { style } from '@vanilla-extract/css';
import { media, vars } from '@tales/shared/theme';

export const story = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.phone]: { gap: vars.space.sm } },
});

export const date = style({ margin: 0, color: vars.color.textMuted, fontSize: '1rem', fontWeight: 600 });

export const notToday = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: '0.9375rem',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const messageText = style({ margin: 0, fontSize: '1.0625rem' });
