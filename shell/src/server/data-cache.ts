// The server's cache of story data, one entry per query key (a day's story, a story, a month): a burst of
// readers costs one database query (concurrent misses share it), and nothing is served older than a minute, so
// a story published at its minute is on the site within the next one. A failed query serves the last answer.
import { prefixOf, staleTime, type HandoffEntry } from '@tales/shared/data';
import { PAGE_MAX_AGE_MS } from './page-cache';
import { withTimeout } from './timeout';

/**
 * SPEC's stale times, capped: a scheduled story appears within a minute of its publish time, counting the few
 * seconds a rendered page is served again.
 */
export const SERVER_MAX_AGE_MS = 60_000 - PAGE_MAX_AGE_MS;

const MAX_ENTRIES = 2_000;

export type DataCache = {
  /** The answer for `key` when it is young enough to serve without asking the database; read without waiting. */
  fresh(key: string): HandoffEntry | undefined;
  /**
   * The answer for `key`, fetched within `budgetMs` (concurrent askers share one query), or the last answer when
   * the database fails or is slow; undefined when there is none. Never rejects.
   */
  answer(key: string, fetcher: () => Promise<unknown>, budgetMs: number): Promise<HandoffEntry | undefined>;
};

export function createDataCache(now: () => number = Date.now): DataCache {
  const entries = new Map<string, HandoffEntry>();
  const inFlight = new Map<string, Promise<HandoffEntry>>();

  function remember(key: string, entry: HandoffEntry): void {
    entries.delete(key); // re-inserted last: the oldest entries go first when the cache is full
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  function fetchOnce(key: string, fetcher: () => Promise<unknown>): Promise<HandoffEntry> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetcher()
        .then((data) => {
          const entry = { data, savedAt: now() };
          remember(key, entry);
          return entry;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function fresh(key: string): HandoffEntry | undefined {
    const hit = entries.get(key);
    return hit && now() - hit.savedAt < Math.min(staleTime[prefixOf(key)], SERVER_MAX_AGE_MS) ? hit : undefined;
  }

  return {
    fresh,
    async answer(key, fetcher, budgetMs) {
      const hit = fresh(key);
      if (hit) return hit;
      try {
        return await withTimeout(fetchOnce(key, fetcher), budgetMs, key);
      } catch {
        return entries.get(key); // the database is slow or down: the last answer, or none (the browser then retries itself)
      }
    },
  };
}
