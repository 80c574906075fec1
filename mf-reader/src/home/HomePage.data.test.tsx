/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The home page's data against the real local API (seeded PGlite, or PostgreSQL with TEST_DATABASE_URL) with the
// site's client: the query, its hook through the real cache (stale times, revalidation, errors), and its loader.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { createPersistedCache, DataProvider, staleTime, type PersistedCache } from '@tales/shared/data';
import { setReaderTimeZone, setRenderTimeZoneSource } from '@tales/shared/i18n';
import { setSupabase, type Story, type SupabaseClient } from '@tales/shared/supabase';
import { closedPortUrl, countingClient, memoryStorage, readSwr, savedEarlier } from '@tales/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import loadHomePage, { getStoryOfTheDay, storyOfTheDayKey, useStoryOfTheDay } from './HomePage.data';

const todaysSeed = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../supabase/seed/stories/00.json'), 'utf8'),
);
const MINUTE = 60_000;

let api: ApiProcess;
let up: SupabaseClient;
let down: SupabaseClient;
/** Every request the page's client sends. */
const requests: URL[] = [];
const rpcRequests = () => requests.filter((url) => url.pathname.endsWith('/rpc/story_of_the_day'));

beforeAll(async () => {
  api = await spawnTestApi();
  up = await countingClient(api.url, requests);
  down = await countingClient(await closedPortUrl(), requests);
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  await api?.stop();
});
beforeEach(() => {
  requests.length = 0;
  setSupabase(up);
});

function withProvider(cache: PersistedCache) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <DataProvider cache={cache}>{children}</DataProvider>;
  };
}

const cachedStory = (title: string): Story => ({
  id: '00000000-0000-4000-8000-00000000cafe',
  translations: { es: { title, content: 'Guardado.', summary: '' } },
  author: 'Caché',
  publishDate: new Date(),
  tags: [],
  hashtags: [],
  readTime: 1,
  createdAt: null,
  updatedAt: null,
});

describe('the story of the day', () => {
  it("is today's seeded story, mapped to the model", async () => {
    const story = await getStoryOfTheDay(new Date(), up);
    expect(story?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(story?.translations.cn?.title).toBe(todaysSeed.translations.cn.title);
    expect(story?.publishDate).toBeInstanceOf(Date);
    expect(story?.tags).toEqual(todaysSeed.tags);
  });

  it('falls back to the most recent visible story before the day (never a scheduled one)', async () => {
    const story = await getStoryOfTheDay(new Date(Date.now() + 30 * 86_400_000), up);
    expect(story?.translations.es?.title).toBe(todaysSeed.translations.es.title);
  });

  it('is null before the first story', async () => {
    expect(await getStoryOfTheDay(new Date(2001, 0, 1), up)).toBeNull();
  });
});

describe('useStoryOfTheDay', () => {
  it("loads today's story from the API and keeps it for the next visit, which asks for nothing", async () => {
    const storage = memoryStorage();
    const first = createPersistedCache({ storage });
    const visit = renderHook(() => readSwr(useStoryOfTheDay()), { wrapper: withProvider(first) });
    await waitFor(() =>
      expect(visit.result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title),
    );
    expect(visit.result.current.data?.publishDate).toBeInstanceOf(Date);
    expect(rpcRequests()).toHaveLength(1);
    visit.unmount();
    first.flush();

    requests.length = 0;
    const revisit = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: withProvider(createPersistedCache({ storage })),
    });
    expect(revisit.result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(revisit.result.current.isValidating).toBe(false);
    // A real round trip later, the fresh story has still not been asked for.
    await (await up.rest()).from('stories').select('id').limit(1);
    expect(requests).toHaveLength(1);
    expect(rpcRequests()).toEqual([]);
  });

  it('shows a stale cached story at once, then replaces it with the fresh one', async () => {
    const storage = savedEarlier({
      [storyOfTheDayKey(new Date())]: { data: cachedStory('De la caché'), ageMs: staleTime.storyOfTheDay + MINUTE },
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: withProvider(createPersistedCache({ storage })),
    });
    expect(result.current.data?.translations.es?.title).toBe('De la caché');
    await waitFor(() => expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
    expect(rpcRequests()).toHaveLength(1);
  });

  it("keeps the server's story on screen while the page moves to the reader's zone, then shows the zone's", async () => {
    const east = 'Pacific/Kiritimati';
    setReaderTimeZone(east);
    const storage = savedEarlier({
      [storyOfTheDayKey(new Date(), east)]: { data: cachedStory('Del servidor'), ageMs: MINUTE },
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: withProvider(createPersistedCache({ storage })),
    });
    expect(result.current.data?.translations.es?.title).toBe('Del servidor');
    act(() => setReaderTimeZone(undefined));
    // Never undefined in between (the page would blink to its skeleton), then the reader's zone's story.
    expect(result.current.data?.translations.es?.title).toBe('Del servidor');
    await waitFor(() => expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
  });

  it('reports an unreachable API as an error, then recovers on retry once the API answers', async () => {
    setSupabase(down);
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: withProvider(createPersistedCache({ storage: memoryStorage() })),
    });
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
    const storage = savedEarlier({
      [storyOfTheDayKey(new Date())]: { data: cachedStory('Sin conexión'), ageMs: staleTime.storyOfTheDay + MINUTE },
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: withProvider(createPersistedCache({ storage })),
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data?.translations.es?.title).toBe('Sin conexión');
  });
});

describe('the loader', () => {
  it("asks for the day of the zone the page is rendered for, not the machine's", () => {
    setRenderTimeZoneSource(() => 'Pacific/Kiritimati'); // UTC+14: already tomorrow at 11:00 UTC
    try {
      const now = new Date('2026-11-26T11:00:00Z');
      const { needs } = loadHomePage({ params: {}, search: new URLSearchParams(), lng: 'en', admin: false, now });
      expect(needs.map((need) => need.key)).toEqual(['storyOfTheDay:2026-11-27:Pacific/Kiritimati']);
    } finally {
      setRenderTimeZoneSource(() => undefined);
    }
  });

  it("asks for the reader's day under the key the hook reads, and fetches what the hook shows", async () => {
    const now = new Date();
    const { needs, story } = loadHomePage({ params: {}, search: new URLSearchParams(), lng: 'en', admin: false, now });
    expect(story).toBeUndefined();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(needs.map((need) => need.key)).toEqual([`storyOfTheDay:${format(now, 'yyyy-MM-dd')}:${zone}`]);
    const [need] = needs;
    expect(((await need.fetch()) as Story | null)?.translations.es?.title).toBe(todaysSeed.translations.es.title);

    // The hook finds the answer in the cache the loader's answer was put in, and asks for nothing.
    const cache = createPersistedCache({ storage: memoryStorage() });
    cache.seed(need.key, await need.fetch(), Date.now());
    requests.length = 0;
    const { result } = renderHook(() => readSwr(useStoryOfTheDay(now)), { wrapper: withProvider(cache) });
    expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(result.current.isValidating).toBe(false);
    expect(rpcRequests()).toEqual([]);
  });
});
