// Segmented-control tabs, used for the fiat/crypto switch and the CBU/ACH switch.
import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const tab = style({
  flex: '1 1 0',
  minHeight: '40px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, color 120ms',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.surface, color: vars.color.accent, boxShadow: vars.shadow.card },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const tabPanel = style({
  marginTop: vars.space.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px', borderRadius: vars.radius.sm },
  },
});
