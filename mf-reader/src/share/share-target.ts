// What a story shares: its localized absolute URL, its title and a short text (SPEC §2 Share, §9).
import { pathFor } from '@tales/shared/routing';
import type { Language } from '@tales/shared/i18n';
import { excerpt } from '@tales/shared/story';

export type ShareTarget = { url: string; title: string; text: string };

/** SPEC §9: without a summary, the first 150 characters of the content plus an ellipsis. */
export const SHARE_TEXT_LIMIT = 150;

export function shareTargetFor(
  storyId: string,
  language: Language,
  text: { title: string; content: string; summary: string },
  // On the server the link is never shown (it is read when the reader shares), so no origin is needed.
  origin: string = typeof window === 'undefined' ? '' : window.location.origin,
): ShareTarget {
  return {
    url: `${origin}${pathFor('storyWithId', language, { storyId })}`,
    title: text.title,
    text: excerpt(text.summary, text.content, SHARE_TEXT_LIMIT),
  };
}
