/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The home page's data against the real local API (seeded PGlite, or PostgreSQL with TEST_DATABASE_URL) with the
// site's client: the query, its hook through the real cache (stale times, revalidation, errors), and its loader.
import { act, renderHook, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { createPersistedCache, staleTime } from '@tales/shared/data';
import { browserTimeZone, i18n, setReaderTimeZone, setRenderTimeZoneSource } from '@tales/shared/i18n';
import { setSupabase, type Story } from '@tales/shared/supabase';
import {
  dataWrapper,
  loaderRequest,
  localApiSuite,
  memoryStorage,
  readSwr,
  savedEarlier,
  setupI18n,
  todaysSeedStory,
} from '@tales/testing';
import { readerDayBounds } from './day-answer';
import loadHomePage, {
  getStoryNeighbours,
  getStoryOfTheDay,
  storyNeighboursKey,
  storyOfTheDayKey,
  useStoryOfTheDay,
} from './HomePage.data';

const todaysSeed = todaysSeedStory();
const MINUTE = 60_000;

const api = localApiSuite();
/** Every request the page's client sends. */
const { requests } = api;
const rpcRequests = () => requests.filter((url) => url.pathname.endsWith('/rpc/story_of_the_day'));

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
  it("is today's seeded story, mapped to the model, with the reader's text and the Spanish original only", async () => {
    const story = await getStoryOfTheDay(new Date(), 'cn', api.anon);
    expect(story?.translations.cn?.title).toBe(todaysSeed.translations.cn.title);
    expect(story?.translations.es?.content).toBe(todaysSeed.translations.es.content);
    expect(Object.keys(story?.translations ?? {}).sort()).toEqual(['cn', 'es']);
    expect(story?.publishDate).toBeInstanceOf(Date);
    expect(story?.tags).toEqual(todaysSeed.tags);
    const spanish = await getStoryOfTheDay(new Date(), 'es', api.anon);
    expect(Object.keys(spanish?.translations ?? {})).toEqual(['es']);
  });

  it('falls back to the most recent visible story before the day (never a scheduled one)', async () => {
    const story = await getStoryOfTheDay(new Date(Date.now() + 30 * 86_400_000), 'en', api.anon);
    expect(story?.translations.es?.title).toBe(todaysSeed.translations.es.title);
  });

  it('is null before the first story', async () => {
    expect(await getStoryOfTheDay(new Date(2001, 0, 1), 'en', api.anon)).toBeNull();
  });
});

describe('useStoryOfTheDay', () => {
  it("loads today's story from the API and keeps it for the next visit, which asks for nothing", async () => {
    const storage = memoryStorage();
    const first = createPersistedCache({ storage });
    const visit = renderHook(() => readSwr(useStoryOfTheDay()), { wrapper: dataWrapper(first) });
    await waitFor(() =>
      expect(visit.result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title),
    );
    expect(visit.result.current.data?.publishDate).toBeInstanceOf(Date);
    expect(rpcRequests()).toHaveLength(1);
    visit.unmount();
    first.flush();

    requests.length = 0;
    const revisit = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: dataWrapper(createPersistedCache({ storage })),
    });
    expect(revisit.result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(revisit.result.current.isValidating).toBe(false);
    // A real round trip later, the fresh story has still not been asked for.
    await (await api.anon.rest()).from('stories').select('id').limit(1);
    expect(requests).toHaveLength(1);
    expect(rpcRequests()).toEqual([]);
  });

  it('shows a stale cached story at once, then replaces it with the fresh one', async () => {
    const storage = savedEarlier({
      [storyOfTheDayKey(new Date(), 'en')]: {
        data: cachedStory('De la caché'),
        ageMs: staleTime.storyOfTheDay + MINUTE,
      },
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: dataWrapper(createPersistedCache({ storage })),
    });
    expect(result.current.data?.translations.es?.title).toBe('De la caché');
    await waitFor(() => expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
    expect(rpcRequests()).toHaveLength(1);
  });

  it("keeps the server's story on screen while the page moves to the reader's zone, then shows the zone's", async () => {
    const east = 'Pacific/Kiritimati';
    setReaderTimeZone(east);
    const storage = savedEarlier({
      [storyOfTheDayKey(new Date(), 'en', east)]: { data: cachedStory('Del servidor'), ageMs: MINUTE },
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: dataWrapper(createPersistedCache({ storage })),
    });
    expect(result.current.data?.translations.es?.title).toBe('Del servidor');
    act(() => setReaderTimeZone(undefined));
    // Never undefined in between (the page would blink to its skeleton), then the reader's zone's story.
    expect(result.current.data?.translations.es?.title).toBe('Del servidor');
    await waitFor(() => expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
  });

  it("keeps the server's story for the reader's zone without asking, when its neighbours show it is that day's too", async () => {
    const east = 'Pacific/Kiritimati';
    setReaderTimeZone(east);
    const now = new Date();
    const { start } = readerDayBounds(now, browserTimeZone());
    const story = { ...cachedStory('Del servidor'), publishDate: new Date(start.getTime() + MINUTE) };
    const cache = createPersistedCache({
      storage: savedEarlier({
        [storyOfTheDayKey(now, 'en', east)]: { data: story, ageMs: MINUTE },
        [storyNeighboursKey(now, east)]: { data: { previous: null, next: null }, ageMs: MINUTE },
      }),
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay(now)), { wrapper: dataWrapper(cache) });
    act(() => setReaderTimeZone(undefined));
    expect(result.current.data?.translations.es?.title).toBe('Del servidor');
    await waitFor(() => expect(cache.get(storyOfTheDayKey(now, 'en'))?.data).toEqual(story));
    await (await api.anon.rest()).from('stories').select('id').limit(1); // a real round trip later
    expect(rpcRequests()).toEqual([]);
    expect(result.current.data?.translations.es?.title).toBe('Del servidor');
  });

  it("asks for the reader's zone's story when the server's neighbours show another story is that day's", async () => {
    const east = 'Pacific/Kiritimati';
    setReaderTimeZone(east);
    const now = new Date();
    const { start } = readerDayBounds(now, browserTimeZone());
    // The server's story came before the reader's day, and another was published within it.
    const story = { ...cachedStory('Del servidor'), publishDate: new Date(start.getTime() - MINUTE) };
    const neighbours = { previous: null, next: new Date(start.getTime() + MINUTE).toISOString() };
    const storage = savedEarlier({
      [storyOfTheDayKey(now, 'en', east)]: { data: story, ageMs: MINUTE },
      [storyNeighboursKey(now, east)]: { data: neighbours, ageMs: MINUTE },
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay(now)), {
      wrapper: dataWrapper(createPersistedCache({ storage })),
    });
    act(() => setReaderTimeZone(undefined));
    await waitFor(() => expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title));
    expect(rpcRequests()).toHaveLength(1);
  });

  it("after a change of language shows nothing of the last language's story until the new language's is here", async () => {
    await setupI18n('en');
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), { wrapper: dataWrapper() });
    await waitFor(() => expect(result.current.data?.translations.en?.title).toBe(todaysSeed.translations.en.title));
    const seen: (Story | null | undefined)[] = [];
    await act(() => i18n.changeLanguage('ru'));
    seen.push(result.current.data);
    await waitFor(() => expect(result.current.data?.translations.ru?.title).toBe(todaysSeed.translations.ru.title));
    // Never the English reader's story (its Spanish original) under a Russian interface.
    expect(seen).toEqual([undefined]);
    expect(result.current.data?.language).toBe('ru');
    await act(() => i18n.changeLanguage('en'));
  });

  it('reports an unreachable API as an error, then recovers on retry once the API answers', async () => {
    setSupabase(api.down);
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: dataWrapper(),
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
    expect(result.current.error?.message).toMatch(/fetch failed/i);

    setSupabase(api.anon);
    await act(() => result.current.mutate());
    expect(result.current.error).toBeUndefined();
    expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title);
  });

  it('keeps a cached story on screen when its background refresh fails', async () => {
    setSupabase(api.down);
    const storage = savedEarlier({
      [storyOfTheDayKey(new Date(), 'en')]: {
        data: cachedStory('Sin conexión'),
        ageMs: staleTime.storyOfTheDay + MINUTE,
      },
    });
    const { result } = renderHook(() => readSwr(useStoryOfTheDay()), {
      wrapper: dataWrapper(createPersistedCache({ storage })),
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
      const { needs } = loadHomePage(loaderRequest({ now }));
      expect(needs.map((need) => need.key)).toEqual(['storyOfTheDay:2026-11-27:Pacific/Kiritimati:en']);
    } finally {
      setRenderTimeZoneSource(() => undefined);
    }
  });

  it("on the server also hands over the neighbours of the day's story, which the API gives", async () => {
    const now = new Date();
    const { needs } = loadHomePage(loaderRequest({ now, onServer: true }));
    expect(needs.map((need) => need.key)).toEqual([storyOfTheDayKey(now, 'en'), storyNeighboursKey(now)]);
    const neighbours = await needs[1].fetch();
    expect(neighbours).toEqual(await getStoryNeighbours(now, api.anon));
    expect(neighbours).toMatchObject({ next: null }); // nothing after today's story is the reader's to see
    expect(await getStoryNeighbours(new Date(2001, 0, 1), api.anon)).toBeNull();
  });

  it("asks for the reader's day under the key the hook reads, and fetches what the hook shows", async () => {
    const now = new Date();
    const { needs, story } = loadHomePage(loaderRequest({ now }));
    expect(story).toBeUndefined();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(needs.map((need) => need.key)).toEqual([`storyOfTheDay:${format(now, 'yyyy-MM-dd')}:${zone}:en`]);
    const [need] = needs;
    expect(((await need.fetch()) as Story | null)?.translations.es?.title).toBe(todaysSeed.translations.es.title);

    // The hook finds the answer in the cache the loader's answer was put in, and asks for nothing.
    const cache = createPersistedCache({ storage: memoryStorage() });
    cache.seed(need.key, await need.fetch(), Date.now());
    requests.length = 0;
    const { result } = renderHook(() => readSwr(useStoryOfTheDay(now)), { wrapper: dataWrapper(cache) });
    expect(result.current.data?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(result.current.isValidating).toBe(false);
    expect(rpcRequests()).toEqual([]);
  });
});
