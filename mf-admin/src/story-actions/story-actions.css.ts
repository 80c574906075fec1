// The delete and unpublish dialogs: their sentence and their buttons, cancel first, the action last.
import { style } from '@vanilla-extract/css';
import { vars } from '@tales/shared/theme';

export const dialogText = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.text, lineHeight: 1.5 });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
