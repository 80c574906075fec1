/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The calendar's data against the real local API (seeded, real RLS) with the site's client: the month query,
// its hook through the real cache, and its loader.
import { act, renderHook, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { createPersistedCache, staleTime } from '@tales/shared/data';
import {
  readerDayKey,
  readerMonth,
  readerTimeZone,
  setReaderTimeZone,
  setRenderTimeZoneSource,
} from '@tales/shared/i18n';
import { setSupabase, type MonthStories, type StoryPreview, type SupabaseClient } from '@tales/shared/supabase';
import {
  countingClient,
  dataWrapper,
  loaderRequest,
  localApiSuite,
  savedEarlier,
  todaysSeedStory,
} from '@tales/testing';
import { ADMIN, READER, SERVICE_ROLE_KEY } from '@tales/supabase-local/testing';
import loadCalendarPage, {
  getMonthCards,
  monthByDay,
  monthKey,
  useMonthStories,
  type MonthCards,
} from './CalendarPage.data';
import { formatMonthParam } from './month-query';

const todaysSeed = todaysSeedStory();
const MINUTE = 60_000;

const api = localApiSuite();
const { requests } = api;
let admin: SupabaseClient;
let reader: SupabaseClient;
let service: SupabaseClient;
/** Reads of public.stories that select a month's cards. */
const cardRequests = () =>
  requests.filter(
    (url) =>
      url.pathname.endsWith('/rest/v1/stories') && (url.searchParams.get('select')?.includes('cards->') ?? false),
  );

beforeAll(async () => {
  admin = await countingClient(api.url, [], { account: ADMIN });
  reader = await countingClient(api.url, [], { account: READER });
  service = await countingClient(api.url, [], { key: SERVICE_ROLE_KEY });
});

/** A story written straight into the table (the admin's form is another remote's). */
async function insertStory(
  translations: Record<string, { title: string; content: string; summary: string }>,
  publishDate: Date,
): Promise<void> {
  const { error } = await (await service.rest()).from('stories').insert({
    translations,
    author: 'Tester',
    tags: ['fable'],
    hashtags: ['test'],
    publish_date: publishDate.toISOString(),
    read_time: 2,
  });
  if (error) throw new Error(error.message);
}

const today = () => format(new Date(), 'yyyy-MM-dd');

/** A month as a reader in `zone` sees it: its cards on that zone's days. */
async function getMonthStories(
  year: number,
  month: number,
  language: 'en' | 'es' | 'de',
  db: SupabaseClient,
  zone = readerTimeZone(),
): Promise<MonthStories> {
  return monthByDay(await getMonthCards(year, month, language, db), year, month, zone);
}
const now = new Date();
const thisMonth = [now.getFullYear(), now.getMonth() + 1] as const;

describe('a month', () => {
  it('maps every published day of the month by yyyy-MM-dd, ascending', async () => {
    const month = await getMonthStories(...thisMonth, 'en', api.anon);
    const keys = Object.keys(month);
    expect(keys).toContain(today());
    expect([...keys].sort()).toEqual(keys);
    for (const [day, story] of Object.entries(month)) expect(format(story.publishDate as Date, 'yyyy-MM-dd')).toBe(day);
  });

  it("gives cards, not stories: the reader's language and Spanish, titles and summaries without the text", async () => {
    const card = (await getMonthStories(...thisMonth, 'de', api.anon))[today()];
    const text = (lng: 'de' | 'es') => ({
      title: todaysSeed.translations[lng].title,
      summary: todaysSeed.translations[lng].summary,
      content: '',
    });
    expect(card).toMatchObject({
      preview: true,
      language: 'de',
      tags: todaysSeed.tags,
      translations: { de: text('de'), es: text('es') },
    });
    expect(Object.keys(card.translations).sort()).toEqual(['de', 'es']);
    expect(card).not.toHaveProperty('createdAt');

    const spanish = (await getMonthStories(...thisMonth, 'es', api.anon))[today()];
    expect(spanish.translations).toEqual({ es: text('es') });
  });

  it('falls back to Spanish for a language without text, with the content where the summary is blank', async () => {
    await insertStory(
      {
        es: { title: 'Solo en español', content: 'Había una vez un faro.', summary: '  ' },
        en: { title: 'The lighthouse', content: 'Once upon a time.', summary: 'A keeper.' },
      },
      new Date(2031, 2, 4, 12, 0),
    );
    const inGerman = (await getMonthStories(2031, 3, 'de', admin))['2031-03-04'];
    expect(inGerman.translations).toEqual({
      es: { title: 'Solo en español', summary: '  ', content: 'Había una vez un faro.' },
    });
    const inEnglish = (await getMonthStories(2031, 3, 'en', admin))['2031-03-04'];
    expect(inEnglish.translations.en).toEqual({ title: 'The lighthouse', summary: 'A keeper.', content: '' });
  });

  it.each([
    [1999, 5],
    [3001, 1],
    [2026, 0],
    [2026, 13],
  ])('is empty for year %p month %p, without asking', async (year, monthNumber) => {
    expect(await getMonthCards(year, monthNumber, 'en', api.anon)).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('keeps one story per date: the later one wins', async () => {
    await insertStory({ es: { title: 'Temprano', content: 'a', summary: '' } }, new Date(2030, 5, 10, 9, 0));
    await insertStory({ es: { title: 'Tarde', content: 'b', summary: '' } }, new Date(2030, 5, 10, 18, 0));
    const month = await getMonthStories(2030, 6, 'es', service);
    expect(month['2030-06-10'].translations.es?.title).toBe('Tarde');
  });

  it('holds the month as every zone has it: a story on its first day at UTC+14 or its last at UTC−12', async () => {
    // 31 January 10:30 UTC is 1 February 00:30 at UTC+14; 1 March 11:00 UTC is 29 February 23:00 at UTC−12.
    await insertStory(
      { es: { title: 'Primero en Kiritimati', content: 'e', summary: '' } },
      new Date(Date.UTC(2032, 0, 31, 10, 30)),
    );
    await insertStory(
      { es: { title: 'Último en Baker', content: 'f', summary: '' } },
      new Date(Date.UTC(2032, 2, 1, 11, 0)),
    );
    const cards = await getMonthCards(2032, 2, 'es', admin);
    const titles = (byDay: MonthStories) =>
      Object.entries(byDay).map(([day, card]) => `${day} ${card.translations.es?.title}`);
    expect(titles(monthByDay(cards, 2032, 2, 'Pacific/Kiritimati'))).toEqual(['2032-02-01 Primero en Kiritimati']);
    expect(titles(monthByDay(cards, 2032, 2, 'Etc/GMT+12'))).toEqual(['2032-02-29 Último en Baker']);
    expect(titles(monthByDay(cards, 2032, 2, 'UTC'))).toEqual([]);
  });

  it('never shows a scheduled story to anyone but an admin', async () => {
    await insertStory({ es: { title: 'Programado', content: 'c', summary: 'd' } }, new Date(2030, 7, 20, 12, 0));
    expect(
      Object.values(await getMonthStories(2030, 8, 'es', admin)).map((card) => card.translations.es?.title),
    ).toEqual(['Programado']);
    expect(await getMonthStories(2030, 8, 'es', api.anon)).toEqual({});
    expect(await getMonthStories(2030, 8, 'es', reader)).toEqual({});
    // Nor when asked for cards directly, whatever the filter.
    const { data, error } = await (
      await api.anon.rest()
    )
      .from('stories')
      .select('id,cards')
      .gt('publish_date', new Date().toISOString());
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

const cachedCard = (title: string): StoryPreview => ({
  id: '00000000-0000-4000-8000-00000000cafe',
  translations: { es: { title, content: '', summary: '' } },
  author: 'Caché',
  publishDate: new Date(),
  tags: [],
  hashtags: [],
  readTime: 1,
  preview: true,
  language: 'en',
});

describe('useMonthStories', () => {
  const key = monthKey(...thisMonth, 'en');

  it("maps this month's published stories by day, as cards in the reader's language", async () => {
    const { result } = renderHook(() => useMonthStories(...thisMonth), {
      wrapper: dataWrapper(),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.[today()]).toMatchObject({ preview: true, language: 'en' });
    expect(result.current.data?.[today()]?.translations.en?.title).toBe(todaysSeed.translations.en.title);
    expect(result.current.data?.[today()]?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(result.current.error).toBeUndefined();
  });

  it('does not refetch a month cached within the hour, and refetches one cached longer ago', async () => {
    const fresh = savedEarlier({
      [key]: { data: [cachedCard('Mes guardado')] satisfies MonthCards, ageMs: staleTime.month - MINUTE },
    });
    const freshView = renderHook(() => useMonthStories(...thisMonth), {
      wrapper: dataWrapper(createPersistedCache({ storage: fresh })),
    });
    expect(freshView.result.current.data?.[today()]?.translations.es?.title).toBe('Mes guardado');
    expect(freshView.result.current.isValidating).toBe(false);

    const stale = savedEarlier({
      [key]: { data: [cachedCard('Mes viejo')] satisfies MonthCards, ageMs: staleTime.month + MINUTE },
    });
    const staleView = renderHook(() => useMonthStories(...thisMonth), {
      wrapper: dataWrapper(createPersistedCache({ storage: stale })),
    });
    expect(staleView.result.current.data?.[today()]?.translations.es?.title).toBe('Mes viejo');
    await waitFor(() =>
      expect(staleView.result.current.data?.[today()]?.translations.es?.title).toBe(todaysSeed.translations.es.title),
    );
    // Only the stale month went to the network.
    expect(cardRequests()).toHaveLength(1);
    expect(freshView.result.current.data?.[today()]?.translations.es?.title).toBe('Mes guardado');
  });

  it("cuts the cards it has into the reader's days when the page moves to the reader's zone, without asking again", async () => {
    const east = 'Pacific/Kiritimati';
    setReaderTimeZone(east);
    // Noon UTC on 4 March is 02:00 on 5 March at UTC+14.
    const card = { ...cachedCard('Del servidor'), publishDate: new Date(Date.UTC(2031, 2, 4, 12)) };
    const seeded = savedEarlier({
      [monthKey(2031, 3, 'en')]: { data: [card] satisfies MonthCards, ageMs: MINUTE },
    });
    const { result } = renderHook(() => useMonthStories(2031, 3), {
      wrapper: dataWrapper(createPersistedCache({ storage: seeded })),
    });
    expect(Object.keys(result.current.data ?? {})).toEqual(['2031-03-05']);
    act(() => setReaderTimeZone('UTC'));
    expect(Object.keys(result.current.data ?? {})).toEqual(['2031-03-04']);
    expect(result.current.data?.['2031-03-04']?.translations.es?.title).toBe('Del servidor');
    expect(cardRequests()).toEqual([]);
  });

  it('reports a failed month as an error, not as a month without stories', async () => {
    setSupabase(api.down);
    // A past month: its request is a plain GET, which the client retries a few times before giving up.
    const { result } = renderHook(() => useMonthStories(2026, 1), {
      wrapper: dataWrapper(),
    });
    await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 20_000 });
    expect(result.current.data).toBeUndefined();
  }, 30_000);
});

describe('the loader', () => {
  const request = (search: string, over: { admin?: boolean; lng?: 'en' | 'de' } = {}) =>
    loaderRequest({ search: new URLSearchParams(search), now, ...over });

  it('asks for the month in the address, in the page language, under the key the hook reads', async () => {
    const [need] = loadCalendarPage(request('month=2031-03', { lng: 'de' })).needs;
    expect(need.key).toBe('month:2031-03:de');
    expect(loadCalendarPage(request('month=2031-03', { admin: true })).needs[0].key).toBe('month:2031-03:en:admin');
    // March 2031 is still to come: a reader sees none of its stories.
    expect(await need.fetch()).toEqual([]);
  });

  it("asks for the reader's current month without a month in the address, or with one that does not read", async () => {
    const current = `month:${format(now, 'yyyy-MM')}:en`;
    expect(loadCalendarPage(request('')).needs.map((need) => need.key)).toEqual([current]);
    expect(loadCalendarPage(request('month=soon')).needs.map((need) => need.key)).toEqual([current]);
    const cards = (await loadCalendarPage(request('')).needs[0].fetch()) as MonthCards;
    const month = monthByDay(cards, ...thisMonth, readerTimeZone());
    expect(month[today()]?.translations.en?.title).toBe(todaysSeed.translations.en.title);
  });
});

describe("the reader's zone", () => {
  it("dates each story on the days of the reader's zone, from the one entry every zone shares", async () => {
    // The seed's stories are published at noon UTC: 02:00 the next day at UTC+14.
    const east = 'Pacific/Kiritimati';
    const { year, month } = readerMonth(new Date(), east);
    const days = Object.entries(await getMonthStories(year, month, 'en', api.anon, east));
    expect(days.length).toBeGreaterThan(0);
    for (const [day, card] of days) expect(day).toBe(readerDayKey(card.publishDate as Date, east));
    // Stories out at noon UTC sit on the next day there (one seeded after midnight UTC may not).
    expect(days.some(([day, card]) => day !== readerDayKey(card.publishDate as Date, 'UTC'))).toBe(true);
    setRenderTimeZoneSource(() => east);
    try {
      const { needs } = loadCalendarPage(loaderRequest({ now }));
      expect(needs[0].key).toBe(`month:${formatMonthParam({ year, month })}:en`);
    } finally {
      setRenderTimeZoneSource(() => undefined);
    }
  });
});
