/** The 8 content languages (SPEC section 1) and the 22 genre ids (SPEC section 3), as the stories CHECKs enforce them. */
// One list for the site and the seed: the ones @tales/catalog defines.
import { genres, languages } from '@tales/catalog';

export const LANGUAGES = languages;
export type Language = (typeof LANGUAGES)[number];

export const GENRES = genres;
export type Genre = (typeof GENRES)[number];

/** Minimum story length: words for alphabetic languages, Han characters for Chinese. */
export const MIN_WORDS = 120;
export const MIN_HAN_CHARACTERS = 200;
