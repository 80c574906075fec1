// The form's language tabs: Spanish (the original) first and selected by default, then the translations.
import type { Language } from '@tales/shared/i18n';

export const formLanguages: readonly Language[] = ['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'cn'];
export const defaultFormLanguage: Language = 'es';

/** The names SPEC §5's message lists the missing languages by. */
export const spanishLanguageNames: Record<Language, string> = {
  es: 'Español',
  en: 'Inglés',
  fr: 'Francés',
  de: 'Alemán',
  it: 'Italiano',
  pt: 'Portugués',
  ru: 'Ruso',
  cn: 'Chino',
};
