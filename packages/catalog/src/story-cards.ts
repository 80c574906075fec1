// The calendar's month query (SPEC §3 Calendar): which columns of public.stories it reads. The browser's data
// layer sends it and the API bench measures exactly it, so both read this one definition.
import { contentFallbackLanguage, type Language } from './languages';

/**
 * PostgREST `select` of one language's cards: the card fields, the language's text as `text` and, for any other
 * language than Spanish, the Spanish text as `fallback` (JSON paths into the generated column `cards` of supabase/migrations/*_add_story_cards.sql).
 */
export function storyCardsSelect(language: Language): string {
  const texts =
    language === contentFallbackLanguage
      ? [`text:cards->${language}`]
      : [`text:cards->${language}`, `fallback:cards->${contentFallbackLanguage}`];
  return ['id', 'publish_date', 'author', 'tags', 'hashtags', 'image_url', 'read_time', ...texts].join(',');
}
