// Cache timings of SPEC §9. Keys: storyOfTheDay, story (plus id), month (plus year-month and the cards' language), user.
import type { Language } from '../i18n/languages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Admins also read scheduled stories, so their answers live under keys of their own and never reach a reader. */
const audience = (admin: boolean) => (admin ? ':admin' : '');

export const cacheKeys = {
  storyOfTheDay: (day: string) => `storyOfTheDay:${day}`,
  story: (id: string, admin = false) => `story:${id}${audience(admin)}`,
  /** The month's cards are in one language (with the Spanish fallback), so each language has its own entry. */
  month: (year: number, month: number, language: Language, admin = false) => `month:${year}-${String(month).padStart(2, '0')}:${language}${audience(admin)}`,
  user: (uid: string) => `user:${uid}`,
};

type Prefix = 'storyOfTheDay' | 'story' | 'month' | 'user';

/** How long data counts as fresh: a mount with fresh cached data does not refetch. */
export const staleTime: Record<Prefix | 'default', number> = {
  storyOfTheDay: 4 * HOUR,
  story: DAY,
  month: HOUR,
  user: 10 * MINUTE,
  default: 10 * MINUTE,
};

/** How long an entry is kept in the persisted (localStorage) cache. */
export const persistTime: Record<Prefix | 'default', number> = {
  storyOfTheDay: 12 * HOUR,
  story: 30 * DAY,
  month: 7 * DAY,
  user: DAY,
  default: DAY,
};

export const PERSIST_THROTTLE_MS = 60_000;
export const PERSIST_VERSION = '0.1.7';
export const PERSIST_STORAGE_KEY = 'tales-cache';

export function prefixOf(key: string): Prefix | 'default' {
  const prefix = key.split(':')[0];
  // Own keys only: `constructor:1` must not find Object.prototype.constructor.
  return Object.hasOwn(staleTime, prefix) ? (prefix as Prefix) : 'default';
}

/** Sensitive per-user queries never go to localStorage. */
export function isPersistable(key: string): boolean {
  return prefixOf(key) !== 'user' && !key.startsWith('$');
}
