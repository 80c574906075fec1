import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: '0.95rem' });
export const input = style({
  font: 'inherit',
  fontSize: '1rem',
  padding: '10px 12px',
  minHeight: '44px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const description = style({ fontSize: '0.85rem', color: vars.color.textMuted });
export const error = style({ fontSize: '0.9rem', color: vars.color.danger, fontWeight: 600 });
export const submit = style({ width: '100%', marginTop: vars.space.xs });
export const textLink = style({
  alignSelf: 'flex-start',
  background: 'none',
  border: 'none',
  padding: '4px 0',
  font: 'inherit',
  fontSize: '0.95rem',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
});
export const noticeTitle = style({ margin: 0, fontSize: '1.1rem', fontFamily: vars.font.heading });
export const noticeText = style({ margin: 0, lineHeight: 1.5 });
