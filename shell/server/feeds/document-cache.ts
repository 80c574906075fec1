// Generated documents kept for a short time: a burst of crawlers costs one build (concurrent misses share
// it), and a build that fails keeps serving the last good document until a later build succeeds.
export type DocumentCache = (key: string, build: () => Promise<string>) => Promise<string>;

type Entry = { value?: string; expires: number; pending?: Promise<string> };

export function documentCache(ttlMs: number, now: () => number = Date.now): DocumentCache {
  const entries = new Map<string, Entry>();
  return (key, build) => {
    const entry = entries.get(key) ?? { expires: 0 };
    entries.set(key, entry);
    if (entry.value !== undefined && now() < entry.expires) return Promise.resolve(entry.value);
    entry.pending ??= build()
      .then((value) => {
        entry.value = value;
        entry.expires = now() + ttlMs;
        return value;
      })
      .catch((error: unknown) => {
        if (entry.value === undefined) throw error;
        return entry.value;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    return entry.pending;
  };
}
