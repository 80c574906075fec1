import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

/** A plain grey block for one-off placeholders (dates) that are not a whole skeleton card. */
export const skeleton = style({ display: 'block', background: vars.color.skeleton, borderRadius: vars.radius.sm });
