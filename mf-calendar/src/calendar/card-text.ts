// A day card's text in the reader's language, falling back to Spanish (SPEC §3, §9).
import { hasOwnTranslation, localized, type Story } from '@tales/shared/supabase';

/** SPEC §9: a card without a summary shows the first 100 characters of the content plus an ellipsis. */
export const CARD_SUMMARY_LIMIT = 100;

export type CardText = { title: string; summary: string; isSpanishFallback: boolean };

export function cardTextFor(story: Story, lng: string): CardText | undefined {
  const text = localized(story.translations, lng);
  if (!text) return undefined;
  const content = text.content.replace(/\s+/g, ' ').trim();
  const summary = text.summary.trim() || (content.length > CARD_SUMMARY_LIMIT ? `${content.slice(0, CARD_SUMMARY_LIMIT)}…` : content);
  return { title: text.title, summary, isSpanishFallback: !hasOwnTranslation(story.translations, lng) };
}
