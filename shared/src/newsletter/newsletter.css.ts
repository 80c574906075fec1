import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '760px', minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.125rem', fontFamily: vars.font.heading, color: vars.color.text });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
});

export const field = style({ display: 'grid', gap: '4px', minWidth: 0 });

export const label = style({ fontSize: '0.875rem', fontWeight: 600, color: vars.color.text });

export const control = style({
  minHeight: '44px',
  width: '100%',
  minWidth: 0,
  padding: '8px 10px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.text });

export const error = style([status, { color: vars.color.danger, fontWeight: 600 }]);

export const note = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted });
