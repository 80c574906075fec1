// What a language change does to the page: remember it, and set <html lang> and dir (SPEC §1).
// The URL prefix is rewritten by the shell's router, which owns history.
import type { i18n as I18n } from 'i18next';
import { bcp47, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages';

export function saveLanguage(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export function applyDocumentLanguage(lng: Language, dir: 'ltr' | 'rtl'): void {
  document.documentElement.lang = bcp47[lng];
  document.documentElement.dir = dir;
}

/** Subscribes to language changes; returns the unsubscribe function. */
export function bindLanguageEffects(instance: I18n): () => void {
  const onChange = (lng: string) => {
    if (!isLanguage(lng)) return;
    saveLanguage(lng);
    applyDocumentLanguage(lng, instance.dir(lng));
  };
  // The language the page opened in counts as chosen too (e.g. from a /de link), as i18next's detector caches it.
  onChange(instance.language);
  instance.on('languageChanged', onChange);
  return () => instance.off('languageChanged', onChange);
}
