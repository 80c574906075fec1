// Initial language (SPEC §1 + issue): path prefix, saved choice, browser languages, <html lang>, en.
import { fallbackLanguage, isLanguage, LANGUAGE_STORAGE_KEY, toLanguage, type Language } from './languages';

export type DetectionSources = {
  pathname: string;
  saved: string | null;
  browserLanguages: readonly string[];
  htmlLang: string | null;
};

export function detectLanguageFrom({ pathname, saved, browserLanguages, htmlLang }: DetectionSources): Language {
  const prefix = pathname.split('/').filter(Boolean)[0];
  if (isLanguage(prefix)) return prefix;
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const lng = toLanguage(tag);
    if (lng) return lng;
  }
  return toLanguage(htmlLang) ?? fallbackLanguage;
}

export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** Detects from the live page. */
export function detectLanguage(): Language {
  return detectLanguageFrom({
    pathname: window.location.pathname,
    saved: readSavedLanguage(),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  });
}
