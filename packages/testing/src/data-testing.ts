// Test-only helpers for a remote's data module against the local API: clients that count their requests, an
// address nothing answers, a device storage holding what an earlier visit cached, and a snapshot of a hook.
import net from 'node:net';
import type { SWRResponse } from 'swr';
import { ANON_KEY } from '@tales/supabase-local/testing';
import { obfuscate, PERSIST_STORAGE_KEY, PERSIST_VERSION } from '@tales/shared/data/storage-format';
import { createSupabaseClient, type SupabaseClient } from '@tales/shared/supabase';

/** A site client with no session kept, whose every request is added to `requests`; signed in as `account` when given. */
export async function countingClient(
  url: string,
  requests: URL[],
  { key = ANON_KEY, account }: { key?: string; account?: { email: string; password: string } } = {},
): Promise<SupabaseClient> {
  const counting: typeof fetch = (input, init) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input)));
    return fetch(input, init);
  };
  const client = createSupabaseClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: counting },
  });
  if (account) {
    const { error } = await client.auth.signInWithPassword(account);
    if (error) throw error;
  }
  return client;
}

/** An address nothing listens on: the API as a reader meets it when it is down. */
export async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

/** A storage holding what an earlier visit saved: `entries` maps cache keys to data and its age. */
export function savedEarlier(entries: Record<string, { data: unknown; ageMs: number }>): Storage {
  const storage = memoryStorage();
  const now = Date.now();
  const saved = Object.fromEntries(
    Object.entries(entries).map(([key, { data, ageMs }]) => [key, { data, savedAt: now - ageMs }]),
  );
  storage.setItem(PERSIST_STORAGE_KEY, obfuscate(JSON.stringify({ version: PERSIST_VERSION, entries: saved })));
  return storage;
}

/**
 * SWR re-renders only for the fields a render read, so read them all during render (as a page reading
 * data, error and isValidating does) and hand back a plain snapshot.
 */
export function readSwr<T>({ data, error, isValidating, mutate }: SWRResponse<T, Error>) {
  return { data, error, isValidating, mutate };
}
