import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.accent,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: {
    '&:hover': { background: vars.color.accentSoft, borderColor: vars.color.accent },
    '&:active': { transform: 'translateY(1px)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-copied]': {
      color: vars.color.success,
      borderColor: vars.color.success,
      background: vars.color.successSoft,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
