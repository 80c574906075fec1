// Picks the text for the current language (the part before any region suffix), falling back to Spanish (SPEC §3).
import { contentFallbackLanguage } from '../i18n/languages';

export function baseLanguage(lng: string): string {
  return lng.toLowerCase().split(/[-_]/)[0];
}

function hasText(entry: unknown): boolean {
  if (entry === null || entry === undefined) return false;
  if (typeof entry === 'string') return entry.trim() !== '';
  if (typeof entry === 'object') return Object.values(entry).some((v) => typeof v === 'string' && v.trim() !== '');
  return true;
}

/** `localized({ es: 'Hola', en: 'Hi' }, 'en-GB')` → 'Hi'; falls back to es; undefined when empty. */
export function localized<T>(content: Partial<Record<string, T>> | null | undefined, lng: string): T | undefined {
  if (!content || Object.keys(content).length === 0) return undefined;
  const own = content[baseLanguage(lng)];
  if (hasText(own)) return own;
  const spanish = content[contentFallbackLanguage];
  return hasText(spanish) ? spanish : undefined;
}

/** True when the language has its own text (not the Spanish fallback). */
export function hasOwnTranslation(content: Partial<Record<string, unknown>> | null | undefined, lng: string): boolean {
  return !!content && hasText(content[baseLanguage(lng)]);
}
