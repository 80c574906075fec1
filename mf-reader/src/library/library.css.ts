import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const favourite = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const heart = style({
  selectors: { '[data-selected] &': { fill: 'currentColor' } },
});

export const favouriteError = style({ margin: 0, color: vars.color.danger, fontSize: '0.875rem' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem' });

export const readAt = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
