// Bottom-centre toast stack, 356 px wide, 14 px apart (SPEC §9).
import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const region = style({
  position: 'fixed',
  bottom: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(356px, calc(100vw - 32px))',
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '14px',
  zIndex: 1000,
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  selectors: {
    '&[data-variant="success"]': { borderLeftColor: vars.color.success },
    '&[data-variant="error"]': { borderLeftColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const content = style({ flex: 1, display: 'grid', gap: '2px' });
export const title = style({ fontWeight: 600 });
export const description = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const close = style({
  flexShrink: 0,
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft, color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
