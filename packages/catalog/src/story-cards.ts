// The calendar's month query (SPEC §3 Calendar): which relation and columns it reads. The browser's data layer
// sends it and the API bench measures exactly it, so both read this one definition.
import { contentFallbackLanguage, type Language } from './languages';

/** The view of supabase/migrations/*_create_story_cards.sql: a story's card fields, RLS of public.stories. */
export const STORY_CARDS_VIEW = 'story_cards';

/**
 * PostgREST `select` of one language's cards: the card fields, the language's text as `text` and, for any other
 * language than Spanish, the Spanish text as `fallback` (JSON paths into the view's `cards`).
 */
export function storyCardsSelect(language: Language): string {
  const texts = language === contentFallbackLanguage ? [`text:cards->${language}`] : [`text:cards->${language}`, `fallback:cards->${contentFallbackLanguage}`];
  return ['id', 'publish_date', 'author', 'tags', 'hashtags', 'image_url', 'read_time', ...texts].join(',');
}
