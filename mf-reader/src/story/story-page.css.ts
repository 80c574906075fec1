import { globalStyle, style } from '@vanilla-extract/css';
import { STORED_SESSION_ATTRIBUTE } from '@tales/shared/boot';
import { vars } from '@tales/shared/theme';

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const headingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)',
  lineHeight: 1.25,
});

export const refreshing = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const stateText = style({ margin: 0, fontSize: '1.0625rem' });

// A signed-out reader's "not found" (what the server renders for everyone) while this visitor's session is unread:
// shown to a reader, and kept out of sight, in favour of the loading state, where a session is stored (an admin
// sees scheduled stories readers do not). The page head's script marks <html> before first paint.
export const readerAnswer = style({});
export const sessionAnswerLoading = style({ display: 'none' });
globalStyle(`:root[${STORED_SESSION_ATTRIBUTE}] ${readerAnswer}`, { display: 'none' });
globalStyle(`:root[${STORED_SESSION_ATTRIBUTE}] ${sessionAnswerLoading}`, { display: 'block' });

/** The daily mail's form under a story, set apart from the story and its onward links. */
export const subscribe = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
