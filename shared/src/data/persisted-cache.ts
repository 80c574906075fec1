// An SWR cache provider that survives reloads: a revisit shows today's story before the network answers.
// localStorage, writes throttled (60 s), versioned, user queries excluded, obfuscated; on a quota error the
// older half of the entries is dropped (SPEC §9).
import type { Cache, State } from 'swr';
import {
  isPersistable,
  PERSIST_STORAGE_KEY,
  PERSIST_THROTTLE_MS,
  PERSIST_VERSION,
  persistTime,
  prefixOf,
} from './cache-times';

type Entry = { data: unknown; savedAt: number };
type Stored = { version: string; entries: Record<string, Entry> };

const DATE_FIELDS = new Set(['publishDate', 'createdAt', 'updatedAt']);

/** Not secret, just not plain text in the storage inspector. */
export function obfuscate(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).split('').reverse().join('');
}

export function deobfuscate(text: string): string {
  const binary = atob(text.split('').reverse().join(''));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** JSON reviver for stored and handed-over entries: date fields come back as Dates. */
export function revive(key: string, value: unknown): unknown {
  if (!DATE_FIELDS.has(key) || typeof value !== 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Browsers with storage blocked throw on the mere access to `localStorage`; the cache then lives in memory only. */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A saved entry the page can trust: data that is an object (or null, "no story"), saved at a real time not in
 * the future (a future time would make the entry look fresh for ever).
 */
function isEntry(value: unknown, now: number): value is Entry {
  if (!value || typeof value !== 'object') return false;
  const { data, savedAt } = value as Partial<Entry>;
  return typeof data === 'object' && typeof savedAt === 'number' && Number.isFinite(savedAt) && savedAt <= now;
}

/**
 * The entries this version saved that are still within their lifetime. Anything unreadable (another version,
 * truncated, tampered with) is dropped from storage and reads as nothing: the page then loads from the network.
 */
function restore(storage: Storage | undefined, now: number): [string, Entry][] {
  try {
    const raw = storage?.getItem(PERSIST_STORAGE_KEY);
    if (!raw) return [];
    const stored = JSON.parse(deobfuscate(raw), revive) as Partial<Stored> | null;
    if (stored?.version === PERSIST_VERSION && stored.entries && typeof stored.entries === 'object') {
      return Object.entries(stored.entries).filter(
        ([key, entry]) => isEntry(entry, now) && now - entry.savedAt <= persistTime[prefixOf(key)],
      );
    }
  } catch {
    // Not ours or corrupt: dropped below.
  }
  try {
    storage?.removeItem(PERSIST_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is nothing to drop.
  }
  return [];
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

type Options = { storage?: Storage; now?: () => number; throttleMs?: number };

export type PersistedCache = Cache & {
  flush(): void;
  fetchedAt(key: string): number | undefined;
  /** Puts an answer fetched elsewhere (the server) in the cache with the time it was fetched. */
  seed(key: string, data: unknown, savedAt: number): void;
};

export function createPersistedCache({
  storage = pageStorage(),
  now = Date.now,
  throttleMs = PERSIST_THROTTLE_MS,
}: Options = {}): PersistedCache {
  const map = new Map<string, State>();
  const fetched = new Map<string, number>();

  for (const [key, entry] of restore(storage, now())) {
    map.set(key, { data: entry.data });
    fetched.set(key, entry.savedAt);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;

  function write(target: Storage, entries: [string, Entry][]): void {
    const text = obfuscate(
      JSON.stringify({ version: PERSIST_VERSION, entries: Object.fromEntries(entries) } satisfies Stored),
    );
    target.setItem(PERSIST_STORAGE_KEY, text);
  }

  function flush(): void {
    timer = undefined;
    if (!storage) return;
    let entries: [string, Entry][] = [];
    for (const [key, state] of map) {
      if (isPersistable(key) && state.data !== undefined)
        entries.push([key, { data: state.data, savedAt: fetched.get(key) ?? now() }]);
    }
    while (true) {
      try {
        write(storage, entries);
        return;
      } catch (error) {
        if (!isQuotaError(error) || entries.length === 0) return;
        // Keep the newer half and try again.
        entries = entries.sort((a, b) => b[1].savedAt - a[1].savedAt).slice(0, Math.floor(entries.length / 2));
      }
    }
  }

  function schedule(): void {
    timer ??= setTimeout(flush, throttleMs);
  }

  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => flush());

  return {
    keys: () => map.keys(),
    get: (key) => map.get(key),
    set: (key, value) => {
      const previous = map.get(key);
      map.set(key, value);
      if (value.data !== undefined && value.data !== previous?.data) {
        fetched.set(key, now());
        if (isPersistable(key)) schedule();
      }
    },
    delete: (key) => {
      map.delete(key);
      fetched.delete(key);
      if (isPersistable(key)) schedule();
    },
    flush,
    fetchedAt: (key) => fetched.get(key),
    seed: (key, data, savedAt) => {
      map.set(key, { data });
      fetched.set(key, Math.min(savedAt, now()));
    },
  };
}
