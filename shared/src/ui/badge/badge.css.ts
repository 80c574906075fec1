import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.6,
});

export const tones = styleVariants({
  neutral: [base, { background: vars.color.skeleton, color: vars.color.text }],
  accent: [base, { background: vars.color.accentSoft, color: vars.color.text }],
  success: [base, { background: vars.color.successSoft, color: vars.color.text }],
  danger: [base, { background: vars.color.dangerSoft, color: vars.color.text }],
});
