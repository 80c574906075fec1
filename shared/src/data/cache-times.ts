// Cache timings of SPEC §9, by the kind of answer a key holds. Each remote builds the keys of its own queries
// (`dataKey`); the kinds, their lifetimes and the audience rule are the cache's, shared by every app.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What a cached answer is: a day's story, a story, a month's cards (per language), the cards a story page offers to
 * read next (per story and language), a page of a genre's or an author's stories (per language), a page of search
 * results (per query and language), a user's own data, the site owner's settings from the runtime config (the
 * donation details, the contact address), or an admin page's overview of the stories (the stories list, the schedule).
 */
export type DataKind =
  'storyOfTheDay' | 'story' | 'month' | 'onward' | 'listing' | 'search' | 'user' | 'settings' | 'admin';

/**
 * The cache key of an answer: its kind and the query's parameters (`month:2026-11:de`). Admins also read scheduled
 * stories, so their answers live under keys of their own (`…:admin`) and never reach a reader.
 */
export function dataKey(kind: DataKind, parts: readonly (string | number)[], admin = false): string {
  return [kind, ...parts, ...(admin ? ['admin'] : [])].join(':');
}

/**
 * How long data counts as fresh: a mount with fresh cached data does not refetch. Settings are never fresh: they are
 * read from the runtime config the page holds (no request), so an owner's edit shows on the next render that asks.
 */
export const staleTime: Record<DataKind | 'default', number> = {
  storyOfTheDay: 4 * HOUR,
  story: DAY,
  month: HOUR,
  // A story's next one appears when it is published: as often as a month's cards.
  onward: HOUR,
  // A genre's or an author's newest story appears when it is published, as a month's.
  listing: HOUR,
  // Results change as stories are published or edited; a reader going back to them within minutes keeps them.
  search: 10 * MINUTE,
  user: 10 * MINUTE,
  settings: 0,
  // An admin's overview is read anew on every opening: another admin may have saved a story since.
  admin: 0,
  default: 10 * MINUTE,
};

/** How long an entry is kept in the persisted (localStorage) cache. */
export const persistTime: Record<DataKind | 'default', number> = {
  storyOfTheDay: 12 * HOUR,
  story: 30 * DAY,
  month: 7 * DAY,
  onward: 7 * DAY,
  listing: 7 * DAY,
  // What a reader searched for stays out of the browser's storage.
  search: 0,
  user: DAY,
  settings: 0,
  admin: 0,
  default: DAY,
};

export const PERSIST_THROTTLE_MS = 60_000;
export const PERSIST_VERSION = '0.1.7';
export const PERSIST_STORAGE_KEY = 'tales-cache';

export function prefixOf(key: string): DataKind | 'default' {
  const prefix = key.split(':')[0];
  // Own keys only: `constructor:1` must not find Object.prototype.constructor.
  return Object.hasOwn(staleTime, prefix) ? (prefix as DataKind) : 'default';
}

/**
 * Sensitive per-user queries never go to localStorage, nor settings, which the runtime config gives every page, nor
 * an admin's overview of scheduled stories.
 */
export function isPersistable(key: string): boolean {
  const kind = prefixOf(key);
  return kind !== 'user' && kind !== 'settings' && kind !== 'admin' && !key.startsWith('$');
}
