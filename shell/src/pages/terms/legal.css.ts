import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const page = style({
  maxWidth: '68ch',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  lineHeight: 1.7,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space.xl } },
});

export const header = style({
  marginBlockEnd: vars.space.xl,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const updated = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const section = style({
  selectors: { '& + &': { marginBlockStart: vars.space.xl } },
});

export const body = style({ margin: 0 });

export const list = style({
  marginBlock: `${vars.space.sm} 0`,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

globalStyle(`${list} > li::marker`, { color: vars.color.accent });
