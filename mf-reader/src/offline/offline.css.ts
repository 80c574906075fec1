import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  alignSelf: 'flex-start',
});

export const dot = style({
  flex: 'none',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: vars.color.textMuted,
});

// The same panel as the story page's other states (error, not found).
export { state as needsConnection } from '../story/story-page.css';

export const needsConnectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.25rem, 1.1rem + 0.75vw, 1.625rem)',
  lineHeight: 1.25,
});

export const needsConnectionText = style({ margin: 0, fontSize: '1.0625rem' });
