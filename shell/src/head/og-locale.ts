// Open Graph wants a language with a territory (`pt_BR`), which BCP 47 tags for <html lang> do not carry.
import type { Language } from '@tales/shared/i18n';

export const ogLocales: Record<Language, string> = {
  en: 'en_US',
  es: 'es_ES',
  pt: 'pt_BR',
  fr: 'fr_FR',
  it: 'it_IT',
  cn: 'zh_CN',
  de: 'de_DE',
  ru: 'ru_RU',
};
