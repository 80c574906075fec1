// The eight interface and content languages (SPEC §1); the stories CHECKs allow exactly these.
export const languages = ['en', 'es', 'pt', 'fr', 'it', 'cn', 'de', 'ru'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Story content falls back to the Spanish original (SPEC §1). */
export const contentFallbackLanguage: Language = 'es';
