/** The 8 content languages (SPEC section 1) and the 22 genre ids (SPEC section 3), as the stories CHECKs enforce them. */
export const LANGUAGES = ['es', 'en', 'fr', 'de', 'it', 'pt', 'ru', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const GENRES = [
  'fantasy', 'adventure', 'mystery', 'scifi', 'fable', 'educational', 'historical', 'kids',
  'young-adult', 'adult', 'family', 'comedy', 'drama', 'horror', 'romance', 'action',
  'mythology', 'superheroes', 'animals', 'nature', 'space', 'technology',
] as const;
export type Genre = (typeof GENRES)[number];

/** Minimum story length: words for alphabetic languages, Han characters for Chinese. */
export const MIN_WORDS = 120;
export const MIN_HAN_CHARACTERS = 200;
