import { useSWRConfig, type Cache } from 'swr';
import { prefixOf, staleTime } from './cache-times';
import type { PersistedCache } from './persisted-cache';

/** True when the cache has no data for `key`, or it is older than its stale time (SPEC §9). */
export function isStaleIn(cache: Cache, key: string, now = Date.now()): boolean {
  const fetchedAt = (cache as Partial<PersistedCache>).fetchedAt?.(key);
  if (fetchedAt === undefined || cache.get(key)?.data === undefined) return true;
  return now - fetchedAt > staleTime[prefixOf(key)];
}

/** Whether a component mounting now should revalidate `key`. */
export function useIsStale(key: string | null): boolean {
  const { cache } = useSWRConfig();
  return key ? isStaleIn(cache, key) : false;
}
