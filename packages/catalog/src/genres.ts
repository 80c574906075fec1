// The 22 genre ids (SPEC §3); the database CHECK allows exactly these.
export const genres = [
  'fantasy',
  'adventure',
  'mystery',
  'scifi',
  'fable',
  'educational',
  'historical',
  'kids',
  'young-adult',
  'adult',
  'family',
  'comedy',
  'drama',
  'horror',
  'romance',
  'action',
  'mythology',
  'superheroes',
  'animals',
  'nature',
  'space',
  'technology',
] as const;
export type Genre = (typeof genres)[number];

export function isGenre(value: unknown): value is Genre {
  return typeof value === 'string' && (genres as readonly string[]).includes(value);
}
