import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { iconButton } from '../surface/surface.css';

// SPEC §9: bottom-center, 3 visible, 14px apart, 356px wide.
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '14px',
  width: 'min(356px, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: '12px 12px 12px 16px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '5px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
  outline: 'none',
  borderInlineStartColor: vars.color.focus,
  selectors: {
    '&[data-variant="success"]': { borderInlineStartColor: vars.color.success },
    '&[data-variant="error"]': { borderInlineStartColor: vars.color.danger },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const title = style({ fontWeight: 700 });
export const description = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
export const close = style([iconButton, { flex: 'none' }]);
