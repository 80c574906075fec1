// The eight interface and content languages (SPEC §1): the list lives in @tales/catalog, which the seed and
// the local API read too; what only the browser needs (names, fallbacks, tags) lives here.
import { isLanguage, type Language } from '@tales/catalog';

export { languages, isLanguage, contentFallbackLanguage, type Language } from '@tales/catalog';

/** The one namespace of interface texts (SPEC §1). */
export const DEFAULT_NAMESPACE = 'common';

/** Interface fallback (SPEC §1); story content and the calendar fall back to Spanish (contentFallbackLanguage). */
export const fallbackLanguage: Language = 'en';

/** Saved choice key (SPEC §1). */
export const LANGUAGE_STORAGE_KEY = 'tales-ai-language';

/** Each language named in its own language (the language switcher). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  it: 'Italiano',
  cn: '中文',
  de: 'Deutsch',
  ru: 'Русский',
};

/** Valid BCP 47 tags for `<html lang>` and Intl (cn is not a language subtag). */
export const bcp47: Record<Language, string> = {
  en: 'en',
  es: 'es',
  pt: 'pt',
  fr: 'fr',
  it: 'it',
  cn: 'zh-CN',
  de: 'de',
  ru: 'ru',
};

/** Maps a browser/BCP 47 tag (`zh-Hans-CN`, `pt-BR`) to one of ours, or undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  if (base === 'zh') return 'cn';
  return isLanguage(base) ? base : undefined;
}
