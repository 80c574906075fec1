/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// Search against the real local API (seeded, real RLS) with the site's client: what a reader and an admin find,
// its pages, hostile queries through the REST API itself, the hook, and the loader the search page exposes.
import { renderHook, waitFor } from '@testing-library/react';
import { createPersistedCache } from '@tales/shared/data';
import type { SupabaseClient } from '@tales/shared/supabase';
import { countingClient, dataWrapper, loaderRequest, localApiSuite, memoryStorage, readSwr } from '@tales/testing';
import { ADMIN, ANON_KEY, SERVICE_ROLE_KEY } from '@tales/supabase-local/testing';
import loadSearchPage, {
  SEARCH_PAGE_SIZE,
  searchKey,
  searchRequestOf,
  searchStories,
  useSearchResults,
  type SearchResults,
} from './SearchPage.data';

const api = localApiSuite();
const { requests } = api;
const DAY = 86_400_000;
/** A word no seeded story holds, so the counts are this test's own. */
const WORD = 'zarzaparrilla';

let published: string[];
let scheduled: string;
let admin: SupabaseClient;

const story = (i: number, days: number) => ({
  translations: {
    es: { title: `La ${WORD} ${i}`, content: 'Había una vez una planta.', summary: '' },
    ru: { title: `Сарсапарель ${i}`, content: `Жил-был ${WORD}.`, summary: '' },
  },
  author: 'Buscadora',
  tags: ['nature'],
  hashtags: [],
  publish_date: new Date(Date.now() + days * DAY).toISOString(),
  read_time: 1,
});

beforeAll(async () => {
  admin = await countingClient(api.url, [], { account: ADMIN });
  const service = await countingClient(api.url, [], { key: SERVICE_ROLE_KEY });
  // One more than a page, in the past, and one in ten days.
  const rows = Array.from({ length: SEARCH_PAGE_SIZE + 1 }, (_, i) => story(i, -300 - i));
  const inserted = await (
    await service.rest()
  )
    .from('stories')
    .insert([...rows, story(99, 10)])
    .select('id,publish_date');
  if (inserted.error) throw new Error(inserted.error.message);
  const all = inserted.data as { id: string; publish_date: string }[];
  scheduled = all.find((row) => new Date(row.publish_date).getTime() > Date.now())?.id ?? '';
  published = all.filter((row) => row.id !== scheduled).map((row) => row.id);
});

/** POSTs the body to the search function as a reader's browser would, without the site's client. */
async function rpc(body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${api.url}/rest/v1/rpc/search_stories`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('searchStories', () => {
  it('gives a page of ten matches with the total, matched words marked, in the language asked for', async () => {
    const results = await searchStories(WORD, 1, 'es', api.anon);
    expect(results).toMatchObject({ total: SEARCH_PAGE_SIZE + 1, page: 1, pageSize: SEARCH_PAGE_SIZE, fuzzy: false });
    expect(results.hits).toHaveLength(SEARCH_PAGE_SIZE);
    expect(results.hits[0].title.startsWith(`La \u0001${WORD}\u0002 `)).toBe(true);
    expect(results.hits[0].publishDate).toBeInstanceOf(Date);
    const second = await searchStories(WORD, 2, 'es', api.anon);
    expect([...results.hits, ...second.hits].map((h) => h.id).sort()).toEqual([...published].sort());
  });

  it('searches the Russian text in Russian, and a story without one in Spanish', async () => {
    const russian = await searchStories('сарсапарель', 1, 'ru', api.anon);
    expect(russian.total).toBe(SEARCH_PAGE_SIZE + 1);
    expect(russian.hits[0]).toMatchObject({ spanish: false });
    const german = await searchStories(WORD, 1, 'de', api.anon);
    expect(german.hits[0]).toMatchObject({ spanish: true });
  });

  it('never gives a reader a scheduled story; the database, not the client, hides it (an admin finds it)', async () => {
    const pages = [await searchStories(WORD, 1, 'es', api.anon), await searchStories(WORD, 2, 'es', api.anon)];
    expect(pages.flatMap((page) => page.hits.map((h) => h.id))).not.toContain(scheduled);
    const admins = await searchStories(WORD, 2, 'es', admin);
    expect(admins.total).toBe(SEARCH_PAGE_SIZE + 2);
  });

  it('rejects a query over 200 characters with the database code 22001', async () => {
    await expect(searchStories('x'.repeat(201), 1, 'en', api.anon)).rejects.toMatchObject({ code: '22001' });
  });

  it('rejects with the error and its code when the API cannot be reached', async () => {
    await expect(searchStories(WORD, 1, 'en', api.down)).rejects.toMatchObject({ code: expect.any(String) });
  }, 30_000);
});

describe('the REST API under hostile queries', () => {
  it.each([
    ['a quote', { q: "' or 1=1 --", lng: 'en' }],
    ['operators', { q: '&|!:*()', lng: 'es' }],
    ['markup', { q: '<script>alert(1)</script>', lng: 'fr' }],
    ['only stop words', { q: 'the of and', lng: 'en' }],
    ['Chinese punctuation', { q: '，。！？', lng: 'cn' }],
    ['a page far away', { q: WORD, lng: 'es', page: 2_000_000_000 }],
    ['a negative page', { q: WORD, lng: 'es', page: -5 }],
    ['an object for a query (read as its text)', { q: { a: 1 }, lng: 'en' }],
  ])('answers %s with results, never an error', async (_, body) => {
    const { status, text } = await rpc(JSON.stringify(body));
    expect(status).toBe(200);
    expect(Array.isArray(JSON.parse(text))).toBe(true);
  });

  it.each([
    ['10 KB', JSON.stringify({ q: 'a'.repeat(10_240), lng: 'en' })],
    ['a NUL byte', '{"q":"drag\\u0000on","lng":"en"}'],
    ['an unknown language', JSON.stringify({ q: 'dragon', lng: "en'; drop table stories; --" })],
    ['no query', JSON.stringify({ lng: 'en' })],
  ])("refuses %s as the caller's mistake (4xx), never a server error", async (_, body) => {
    const { status } = await rpc(body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});

describe('the search page loader', () => {
  it("names the page of results asked for, in the page's language, and nothing for a blank or too long query", async () => {
    const page = loadSearchPage(loaderRequest({ lng: 'ru', search: new URLSearchParams(`q=${WORD}&page=2`) }));
    expect(page.needs.map((need) => need.key)).toEqual([searchKey(WORD, 2, 'ru')]);
    expect(page.needs[0].key).toBe(`search:ru:2:${WORD}`);
    const results = (await page.needs[0].fetch()) as SearchResults;
    expect(results.page).toBe(2);
    const admins = loadSearchPage(loaderRequest({ admin: true, search: new URLSearchParams(`q=${WORD}`) }));
    expect(admins.needs[0].key).toBe(`search:en:1:${WORD}:admin`);
    expect(loadSearchPage(loaderRequest({ search: new URLSearchParams('q=%20%20') })).needs).toEqual([]);
    expect(loadSearchPage(loaderRequest({ search: new URLSearchParams(`q=${'x'.repeat(201)}`) })).needs).toEqual([]);
  });

  it('reads the query as the database will: control characters and runs of spaces are one space', () => {
    expect(searchRequestOf(new URLSearchParams('q=%00drag%0A%0Aon%09%20'))).toEqual({
      kind: 'query',
      q: 'drag on',
      page: 1,
    });
    expect(searchRequestOf(new URLSearchParams(''))).toEqual({ kind: 'empty' });
    expect(searchRequestOf(new URLSearchParams('q=%00%01'))).toEqual({ kind: 'empty' });
    expect(searchRequestOf(new URLSearchParams(`q=${'龍'.repeat(200)}`))).toMatchObject({ kind: 'query' });
    expect(searchRequestOf(new URLSearchParams(`q=${'龍'.repeat(201)}`))).toMatchObject({ kind: 'tooLong' });
    for (const page of ['0', '-2', 'abc', '1.5', '1e400'])
      expect(searchRequestOf(new URLSearchParams(`q=a&page=${page}`))).toMatchObject({ page: 1 });
    expect(searchRequestOf(new URLSearchParams('q=a&page=3'))).toMatchObject({ page: 3 });
  });

  it('hands the hook its answer: a page rendered with it asks for nothing', async () => {
    const { needs } = loadSearchPage(loaderRequest({ search: new URLSearchParams(`q=${WORD}`), lng: 'en' }));
    const cache = createPersistedCache({ storage: memoryStorage() });
    cache.seed(needs[0].key, await needs[0].fetch(), Date.now());
    requests.length = 0;
    const { result } = renderHook(() => readSwr(useSearchResults(WORD, 1)), { wrapper: dataWrapper(cache) });
    expect(result.current.data?.total).toBe(SEARCH_PAGE_SIZE + 1);
    expect(result.current.isValidating).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('useSearchResults', () => {
  it('asks the API once and gives the page', async () => {
    const { result } = renderHook(() => readSwr(useSearchResults(WORD, 2)), { wrapper: dataWrapper() });
    await waitFor(() => expect(result.current.data?.hits).toHaveLength(1));
    expect(requests.filter((url) => url.pathname.endsWith('/rest/v1/rpc/search_stories'))).toHaveLength(1);
  });

  it('asks for nothing without a query', () => {
    const { result } = renderHook(() => readSwr(useSearchResults(undefined, 1)), { wrapper: dataWrapper() });
    expect(result.current.data).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
