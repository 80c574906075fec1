import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
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
    '&[data-disabled], &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const variants = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.accentText,
      selectors: { '&[data-hovered], &:hover': { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&[data-hovered], &:hover': { borderColor: vars.color.accent } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&[data-hovered], &:hover': { background: vars.color.accentSoft } },
    },
  ],
});

export const sizes = styleVariants({
  sm: { padding: '6px 10px', fontSize: '0.875rem', minHeight: '32px' },
  md: { padding: '10px 16px', fontSize: '1rem', minHeight: '44px' },
  lg: { padding: '14px 22px', fontSize: '1.125rem', minHeight: '52px' },
  icon: { padding: '8px', minWidth: '44px', minHeight: '44px' },
});
