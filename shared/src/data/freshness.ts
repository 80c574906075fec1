import { useSWRConfig } from 'swr';
import { prefixOf, staleTime } from './cache-times';
import type { PersistedCache } from './persisted-cache';

/** True when the cache has no data for `key`, or it is older than its stale time (SPEC §9). */
export function useIsStale(key: string | null): boolean {
  const { cache } = useSWRConfig();
  if (!key) return false;
  const fetchedAt = (cache as Partial<PersistedCache>).fetchedAt?.(key);
  if (fetchedAt === undefined || cache.get(key)?.data === undefined) return true;
  return Date.now() - fetchedAt > staleTime[prefixOf(key)];
}
