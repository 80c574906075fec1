import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: '10px 16px',
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});
