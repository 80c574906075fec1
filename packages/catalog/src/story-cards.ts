// Which columns of public.stories a reader's page reads, in the reader's language: a calendar card (the month
// query) and a whole story. The browser's data layer sends them and the API bench measures exactly them, so both
// read these definitions.
import { contentFallbackLanguage, type Language } from './languages';

/**
 * A language's text as `text` and, for any other language than Spanish, the Spanish original as `fallback`
 * (SPEC §3), as JSON paths into `column`.
 */
function textsOf(column: string, language: Language): string[] {
  return language === contentFallbackLanguage
    ? [`text:${column}->${language}`]
    : [`text:${column}->${language}`, `fallback:${column}->${contentFallbackLanguage}`];
}

/**
 * PostgREST `select` of one language's cards: the card fields and their texts from the generated column `cards`
 * of supabase/migrations/*_add_story_cards.sql.
 */
export function storyCardsSelect(language: Language): string {
  return [
    'id',
    'publish_date',
    'author',
    'tags',
    'hashtags',
    'image_url',
    'read_time',
    ...textsOf('cards', language),
  ].join(',');
}

/**
 * PostgREST `select` of a whole story for a reader of `language`: everything its page shows, with only the texts
 * it can show (not all eight translations, which would triple the page's data and the API's answer).
 */
export function storySelect(language: Language): string {
  return [
    'id',
    'author',
    'publish_date',
    'tags',
    'hashtags',
    'image_url',
    'read_time',
    'created_at',
    'updated_at',
    ...textsOf('translations', language),
  ].join(',');
}
