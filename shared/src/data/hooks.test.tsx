/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The data hooks through the real DataProvider and persisted cache, against the real local API (seeded
// PGlite, or PostgreSQL with TEST_DATABASE_URL) with the site's Supabase client: stale times, revalidation, errors.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import type { SWRResponse } from 'swr';
import { ANON_KEY } from '@tales/supabase-local/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { setSupabase } from '../supabase/client';
import { createSupabaseClient, type SupabaseClient } from '../supabase/create-client';
import type { Story, StoryPreview } from '../supabase/types';
import { cacheKeys, PERSIST_STORAGE_KEY, PERSIST_VERSION, staleTime } from './cache-times';
import { DataProvider } from './DataProvider';
import { useMonthStories, useStory, useStoryOfTheDay } from './hooks';
import { createPersistedCache, obfuscate, type PersistedCache } from './persisted-cache';

const todaysSeed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../supabase/seed/stories/00.json'), 'utf8'));
const MINUTE = 60_000;

let api: ApiProcess;
let up: SupabaseClient;
let down: SupabaseClient;
/** Every request the page's client sends, by path and query (a counting wrapper around the real fetch). */
let requests: URL[] = [];

function clientFor(url: string, storageKey: string): SupabaseClient {
  const counting: typeof fetch = (input, init) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input)));
    return fetch(input, init);
  };
  return createSupabaseClient(url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey }, global: { fetch: counting } });
}

/** A port nothing listens on: the API as a reader meets it when it is down. */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function memoryStorage(): Storage {
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
function savedEarlier(entries: Record<string, { data: unknown; ageMs: number }>): Storage {
  const storage = memoryStorage();
  const now = Date.now();
  const saved = Object.fromEntries(Object.entries(entries).map(([key, { data, ageMs }]) => [key, { data, savedAt: now - ageMs }]));
  storage.setItem(PERSIST_STORAGE_KEY, obfuscate(JSON.stringify({ version: PERSIST_VERSION, entries: saved })));
  return storage;
}

/**
 * SWR re-renders only for the fields a render read, so read them all during render (as a page reading
 * data, error and isValidating does) and hand back a plain snapshot.
 */
function read<T>({ data, error, isValidating, mutate }: SWRResponse<T, Error>) {
  return { data, error, isValidating, mutate };
}

function withProvider(cache: PersistedCache) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <DataProvider cache={cache}>{children}</DataProvider>;
  };
}

const cachedCard = (title: string): StoryPreview => {
  const { createdAt: _created, updatedAt: _updated, ...fields } = cachedStory(title);
  return { ...fields, preview: true, language: 'en' };
};

const cachedStory = (title: string, publishDate = new Date()): Story => ({
  id: '00000000-0000-4000-8000-00000000cafe',
  translations: { es: { title, content: 'Guardado.', summary: '' } },
  author: 'Caché',
  publishDate,
  tags: [],
  hashtags: [],
  readTime: 1,
  createdAt: null,
  updatedAt: null,
});

const today = () => format(new Date(), 'yyyy-MM-dd');
const rpcRequests = () => requests.filter((url) => url.pathname.endsWith('/rpc/story_of_the_day'));
/** Reads of public.stories: a month's cards select its `cards` column, a story its `translations`. */
const isStories = (url: URL) => url.pathname.endsWith('/rest/v1/stories');
const selectsCards = (url: URL) => url.searchParams.get('select')?.includes('cards->') ?? false;
const storyRequests = () => requests.filter((url) => isStories(url) && !selectsCards(url));
const cardRequests = () => requests.filter((url) => isStories(url) && selectsCards(url));

beforeAll(async () => {
  api = await spawnTestApi();
  up = clientFor(api.url, 'hooks-test-up');
  down = clientFor(await closedPortUrl(), 'hooks-test-down');
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  await api?.stop();
});
beforeEach(() => {
  requests = [];
  setSupabase(up);
});

describe('useStoryOfTheDay', () => {
  it("loads today's story from the API and keeps it for the next visit, which asks for nothing", async () => {
    const storage = memoryStorage();
    const first = createPersistedCache({ storage });
    const visit = renderHook(() => read(useStoryOfTheDay()), { wrapper: withProvider(first) });
    await waitFor(() => expect(visit.result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
    expect(visit.result.current.data?.publishDate).toBeInstanceOf(Date);
    expect(rpcRequests()).toHaveLength(1);
    visit.unmount();
    first.flush();

    requests = [];
    const revisit = renderHook(() => read(useStoryOfTheDay()), { wrapper: withProvider(createPersistedCache({ storage })) });
    expect(revisit.result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(revisit.result.current.isValidating).toBe(false);
    // A real round trip later, the fresh story has still not been asked for.
    renderHook(() => read(useMonthStories(2026, 1)), { wrapper: withProvider(createPersistedCache({ storage: memoryStorage() })) });
    await waitFor(() => expect(cardRequests()).toHaveLength(1));
    expect(rpcRequests()).toEqual([]);
  });

  it('shows a stale cached story at once, then replaces it with the fresh one', async () => {
    const storage = savedEarlier({ [cacheKeys.storyOfTheDay(today())]: { data: cachedStory('De la caché'), ageMs: staleTime.storyOfTheDay + MINUTE } });
    const { result } = renderHook(() => read(useStoryOfTheDay()), { wrapper: withProvider(createPersistedCache({ storage })) });
    expect(result.current.data?.translations.es?.title).toBe('De la caché');
    await waitFor(() => expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
    expect(rpcRequests()).toHaveLength(1);
  });

  it('reports an unreachable API as an error, then recovers on retry once the API answers', async () => {
    setSupabase(down);
    const { result } = renderHook(() => read(useStoryOfTheDay()), { wrapper: withProvider(createPersistedCache({ storage: memoryStorage() })) });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
    expect(result.current.error?.message).toMatch(/fetch failed/i);

    setSupabase(up);
    await act(() => result.current.mutate());
    expect(result.current.error).toBeUndefined();
    expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title);
  });

  it('keeps a cached story on screen when its background refresh fails', async () => {
    setSupabase(down);
    const storage = savedEarlier({ [cacheKeys.storyOfTheDay(today())]: { data: cachedStory('Sin conexión'), ageMs: staleTime.storyOfTheDay + MINUTE } });
    const { result } = renderHook(() => read(useStoryOfTheDay()), { wrapper: withProvider(createPersistedCache({ storage })) });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data?.translations.es?.title).toBe('Sin conexión');
  });
});

describe('useMonthStories', () => {
  const now = new Date();
  const monthKey = cacheKeys.month(now.getFullYear(), now.getMonth() + 1, 'en');

  it("maps this month's published stories by day, as cards in the reader's language", async () => {
    const { result } = renderHook(() => read(useMonthStories(now.getFullYear(), now.getMonth() + 1)), {
      wrapper: withProvider(createPersistedCache({ storage: memoryStorage() })),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.[today()]).toMatchObject({ preview: true, language: 'en' });
    expect(result.current.data?.[today()]?.translations.en?.title).toBe(todaysSeed.translations.en.title);
    expect(result.current.data?.[today()]?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(result.current.error).toBeUndefined();
    expect(storyRequests()).toEqual([]);
  });

  it('does not refetch a month cached within the hour, and refetches one cached longer ago', async () => {
    const fresh = savedEarlier({ [monthKey]: { data: { [today()]: cachedCard('Mes guardado') }, ageMs: staleTime.month - MINUTE } });
    const freshView = renderHook(() => read(useMonthStories(now.getFullYear(), now.getMonth() + 1)), { wrapper: withProvider(createPersistedCache({ storage: fresh })) });
    expect(freshView.result.current.data?.[today()]?.translations.es?.title).toBe('Mes guardado');
    expect(freshView.result.current.isValidating).toBe(false);

    const stale = savedEarlier({ [monthKey]: { data: { [today()]: cachedCard('Mes viejo') }, ageMs: staleTime.month + MINUTE } });
    const staleView = renderHook(() => read(useMonthStories(now.getFullYear(), now.getMonth() + 1)), { wrapper: withProvider(createPersistedCache({ storage: stale })) });
    expect(staleView.result.current.data?.[today()]?.translations.es?.title).toBe('Mes viejo');
    await waitFor(() => expect(staleView.result.current.data?.[today()]?.translations.es?.title).toBe(todaysSeed.translations.es.title));
    // Only the stale month went to the network.
    expect(cardRequests()).toHaveLength(1);
    expect(freshView.result.current.data?.[today()]?.translations.es?.title).toBe('Mes guardado');
  });

  it('reports a failed month as an error, not as a month without stories', async () => {
    setSupabase(down);
    // A past month: its request is a plain GET, which the client retries a few times before giving up.
    const { result } = renderHook(() => read(useMonthStories(2026, 1)), { wrapper: withProvider(createPersistedCache({ storage: memoryStorage() })) });
    await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 20_000 });
    expect(result.current.data).toBeUndefined();
  }, 30_000);
});

describe('useStory', () => {
  it('gives the full story from the API, every language with its text', async () => {
    const seeded = await getSeededTodayId();
    const { result } = renderHook(() => read(useStory(seeded)), { wrapper: withProvider(createPersistedCache({ storage: memoryStorage() })) });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
    expect(result.current.data?.translations.de?.content).toBe(todaysSeed.translations.de.content);
  });

  it('is null, not an error, for an unknown id or one that is not a uuid', async () => {
    const wrapper = withProvider(createPersistedCache({ storage: memoryStorage() }));
    const unknown = renderHook(() => read(useStory('00000000-0000-4000-8000-000000000000')), { wrapper });
    const malformed = renderHook(() => read(useStory('not-a-uuid')), { wrapper });
    await waitFor(() => expect(unknown.result.current.data).toBeNull());
    await waitFor(() => expect(malformed.result.current.data).toBeNull());
    expect(unknown.result.current.error).toBeUndefined();
    expect(malformed.result.current.error).toBeUndefined();
  });

  it('asks for nothing without an id', () => {
    const { result } = renderHook(() => read(useStory(undefined)), { wrapper: withProvider(createPersistedCache({ storage: memoryStorage() })) });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isValidating).toBe(false);
    expect(requests).toEqual([]);
  });
});

/** The id of today's seeded story, as the API gives it. */
async function getSeededTodayId(): Promise<string> {
  const res = await fetch(`${api.url}/rest/v1/rpc/story_of_the_day`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ day: today(), tz: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  });
  const [row] = (await res.json()) as { id: string }[];
  return row.id;
}
