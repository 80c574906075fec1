// The story's text in the reader's language, or Spanish when that language has none (SPEC §3).
import { bcp47, fallbackLanguage, toLanguage, type Language } from '@tales/shared/i18n';
import { hasOwnTranslation, localized, type Story, type Translation } from '@tales/shared/supabase';

export type StoryText = {
  text: Translation;
  /** True when the reader's language has no text and the Spanish original is shown instead. */
  isSpanishFallback: boolean;
  /** BCP 47 tag of the language the text is written in (`lang` on the content). */
  contentLang: string;
  /** The reader's language. */
  language: Language;
};

/** The `lang` of shown story text: the reader's language, or Spanish when the Spanish original stands in. */
function contentLangOf(language: Language, isSpanishFallback: boolean): string {
  return bcp47[isSpanishFallback ? 'es' : language];
}

/**
 * Undefined when the story has neither the reader's language nor Spanish: the "no translation" state. Takes a
 * story or its card (whose content is there only where a card needs it).
 */
export function storyTextFor(story: Pick<Story, 'translations'>, lng: string): StoryText | undefined {
  const text = localized(story.translations, lng);
  if (!text || (!text.title.trim() && !text.content.trim())) return undefined;
  const language = toLanguage(lng) ?? fallbackLanguage;
  const isSpanishFallback = !hasOwnTranslation(story.translations, lng);
  return { text, isSpanishFallback, contentLang: contentLangOf(language, isSpanishFallback), language };
}
