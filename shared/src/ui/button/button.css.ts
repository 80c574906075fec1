import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// One class; look and size come from data attributes, so callers never index into generated class maps.
// States come from the element itself (:hover, :focus-visible, :disabled) or from react-aria's data attributes.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: {
    '&[data-variant="primary"]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-variant="primary"]:hover, &[data-variant="primary"][data-hovered]': { background: vars.color.accentHover },
    '&[data-variant="secondary"]': {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
    },
    '&[data-variant="secondary"]:hover, &[data-variant="secondary"][data-hovered]': { borderColor: vars.color.accent },
    '&[data-variant="ghost"]': { background: 'transparent', color: vars.color.text },
    '&[data-variant="ghost"]:hover, &[data-variant="ghost"][data-hovered]': { background: vars.color.accentSoft },
    '&[data-size="sm"]': { padding: '6px 12px', fontSize: '0.875rem', minHeight: '36px' },
    '&[data-size="md"]': { padding: '10px 16px', fontSize: '1rem', minHeight: '44px' },
    '&[data-size="lg"]': { padding: '14px 22px', fontSize: '1.125rem', minHeight: '52px' },
    '&[data-size="icon"]': { padding: '8px', minWidth: '44px', minHeight: '44px' },
    '&:disabled, &[data-disabled], &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    // The native button's own focus ring, and react-aria's on the buttons it wires (menu and file triggers).
    '&:focus-visible, &[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
