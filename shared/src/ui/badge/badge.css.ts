import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.skeleton,
  selectors: {
    '&[data-tone="accent"]': { background: vars.color.accentSoft },
    '&[data-tone="success"]': { background: vars.color.successSoft },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft },
  },
});

export const tagList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const badgeLink = style({
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
