/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// A genre's and an author's listing, against the real local API (seeded, real RLS) with the site's client: the
// query as a reader and an admin get it, its pages, its hook, and the loader the listing pages expose.
import { renderHook, waitFor } from '@testing-library/react';
import { createPersistedCache } from '@tales/shared/data';
import type { StoryListing } from '@tales/shared/federation';
import type { SupabaseClient } from '@tales/shared/supabase';
import { countingClient, dataWrapper, loaderRequest, localApiSuite, memoryStorage, readSwr } from '@tales/testing';
import { ADMIN, SERVICE_ROLE_KEY } from '@tales/supabase-local/testing';
import loadStoryListingPage, {
  getStoryListing,
  LISTING_PAGE_SIZE,
  pageOf,
  storyListingKey,
  useStoryListing,
  type ListingSubject,
} from './StoryListingPage.data';

const api = localApiSuite();
const { requests } = api;
const DAY = 86_400_000;
const AUTHOR = 'Ana Pérez Listing';
const author: ListingSubject = { kind: 'author', author: AUTHOR };
const space: ListingSubject = { kind: 'genre', genre: 'space' };

/** The author's published stories, newest first; and one of theirs still to be published. */
let published: string[];
let scheduled: string;
let admin: SupabaseClient;

const story = (title: string, days: number) => ({
  translations: {
    es: { title, content: 'Había una vez.', summary: '' },
    ru: { title: `${title} ru`, content: 'Жил-был.', summary: '' },
  },
  author: AUTHOR,
  tags: ['space'],
  hashtags: [],
  publish_date: new Date(Date.now() + days * DAY).toISOString(),
  read_time: 1,
});

beforeAll(async () => {
  admin = await countingClient(api.url, [], { account: ADMIN });
  const service = await countingClient(api.url, [], { key: SERVICE_ROLE_KEY });
  // One more than a page, far in the past, and one in ten days.
  const rows = Array.from({ length: LISTING_PAGE_SIZE + 1 }, (_, i) => story(`Listado ${i}`, -400 - i));
  const inserted = await (
    await service.rest()
  )
    .from('stories')
    .insert([...rows, story('Listado futuro', 10)])
    .select('id,publish_date')
    .order('publish_date', { ascending: false });
  if (inserted.error) throw new Error(inserted.error.message);
  const all = inserted.data as { id: string; publish_date: string }[];
  scheduled = all.find((row) => new Date(row.publish_date).getTime() > Date.now())?.id ?? '';
  published = all
    .filter((row) => row.id !== scheduled)
    .sort((a, b) => b.publish_date.localeCompare(a.publish_date))
    .map((row) => row.id);
});

describe("an author's listing", () => {
  it('is a page of their published stories, newest first, as cards in the language asked for', async () => {
    const listing = await getStoryListing(author, 1, 'ru', api.anon);
    expect(listing).toMatchObject({ total: LISTING_PAGE_SIZE + 1, page: 1, pageSize: LISTING_PAGE_SIZE });
    expect(listing?.stories.map((s) => s.id)).toEqual(published.slice(0, LISTING_PAGE_SIZE));
    expect(listing?.stories[0]).toMatchObject({ preview: true, language: 'ru', author: AUTHOR });
    expect(listing?.stories[0].translations.ru?.title).toBe('Listado 0 ru');
  });

  it('has its older stories on the next page', async () => {
    const second = await getStoryListing(author, 2, 'en', api.anon);
    expect(second?.stories.map((s) => s.id)).toEqual(published.slice(LISTING_PAGE_SIZE));
    expect(second?.total).toBe(LISTING_PAGE_SIZE + 1);
  });

  it('never holds a reader a scheduled story; the database, not the client, hides it (an admin reads it)', async () => {
    const pages = [await getStoryListing(author, 1, 'en', api.anon), await getStoryListing(author, 2, 'en', api.anon)];
    expect(pages.flatMap((page) => page?.stories.map((s) => s.id))).not.toContain(scheduled);
    const admins = await getStoryListing(author, 1, 'en', admin);
    expect(admins?.stories[0].id).toBe(scheduled);
    expect(admins?.total).toBe(LISTING_PAGE_SIZE + 2);
  });

  it('is an empty page past the last one, and none at all for an anonymous or unknown author', async () => {
    await expect(getStoryListing(author, 9, 'en', api.anon)).resolves.toMatchObject({ stories: [], total: 13 });
    await expect(getStoryListing({ kind: 'author', author: 'Nobody Here' }, 1, 'en', api.anon)).resolves.toBeNull();
    await expect(getStoryListing({ kind: 'author', author: 'Anonymous' }, 1, 'en', api.anon)).resolves.toBeNull();
  });

  it('is none for an author whose only story is not published yet', async () => {
    const service = await countingClient(api.url, [], { key: SERVICE_ROLE_KEY });
    const only = await (await service.rest()).from('stories').insert({ ...story('Pronto', 3), author: 'Soon Only' });
    if (only.error) throw new Error(only.error.message);
    await expect(getStoryListing({ kind: 'author', author: 'Soon Only' }, 1, 'en', api.anon)).resolves.toBeNull();
    expect(await getStoryListing({ kind: 'author', author: 'Soon Only' }, 1, 'en', admin)).not.toBeNull();
  });
});

describe("a genre's listing", () => {
  it("holds every published story of the genre, newest first, and no other genre's", async () => {
    const first = await getStoryListing(space, 1, 'en', api.anon);
    expect(first?.total).toBeGreaterThan(LISTING_PAGE_SIZE);
    const times = first?.stories.map((s) => s.publishDate?.getTime() ?? 0) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const card of first?.stories ?? []) expect(card.tags).toContain('space');
    expect(first?.stories.map((s) => s.id)).not.toContain(scheduled);
  });

  it('is none for a genre that does not exist', async () => {
    await expect(getStoryListing({ kind: 'genre', genre: 'cooking' }, 1, 'en', api.anon)).resolves.toBeNull();
  });

  // A plain GET, which the client retries a few times before giving up.
  it('rejects with the error and its code when the API cannot be reached', async () => {
    await expect(getStoryListing(space, 1, 'en', api.down)).rejects.toMatchObject({
      code: expect.any(String),
      message: expect.stringMatching(/fetch failed/i),
    });
  }, 30_000);
});

describe('the listing pages loader', () => {
  it("names the genre's or author's listing, of the page asked for, in the page's language", async () => {
    const page = loadStoryListingPage(
      loaderRequest({ params: { genre: 'space' }, lng: 'ru', search: new URLSearchParams('page=2') }),
    );
    expect(page.needs).toEqual([]);
    expect(page.listing?.key).toBe(storyListingKey(space, 2, 'ru'));
    expect(page.listing?.key).toBe('listing:genre:space:2:ru');
    const listing = (await page.listing?.fetch()) as StoryListing;
    expect(listing.page).toBe(2);
    const byAuthor = loadStoryListingPage(loaderRequest({ params: { author: AUTHOR }, admin: true }));
    expect(byAuthor.listing?.key).toBe(`listing:author:${AUTHOR}:1:en:admin`);
    expect(await loadStoryListingPage(loaderRequest({ params: { genre: 'cooking' } })).listing?.fetch()).toBeNull();
  });

  it('reads a missing, broken or out-of-range page number as the first page', () => {
    for (const search of ['', 'page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=1e400'])
      expect(pageOf(new URLSearchParams(search))).toBe(1);
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
  });

  it('hands the hook its answer: a page rendered with it asks for nothing', async () => {
    const { listing } = loadStoryListingPage(loaderRequest({ params: { author: AUTHOR } }));
    const cache = createPersistedCache({ storage: memoryStorage() });
    cache.seed(listing?.key ?? '', await listing?.fetch(), Date.now());
    requests.length = 0;
    const { result } = renderHook(() => readSwr(useStoryListing(author, 1)), { wrapper: dataWrapper(cache) });
    expect(result.current.data?.stories[0].id).toBe(published[0]);
    expect(result.current.isValidating).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('useStoryListing', () => {
  it('asks the API once and gives the page', async () => {
    const { result } = renderHook(() => readSwr(useStoryListing(author, 2)), { wrapper: dataWrapper() });
    await waitFor(() =>
      expect(result.current.data?.stories.map((s) => s.id)).toEqual(published.slice(LISTING_PAGE_SIZE)),
    );
    expect(requests.filter((url) => url.pathname.endsWith('/rest/v1/stories'))).toHaveLength(1);
  });

  it('asks for nothing without a subject', () => {
    requests.length = 0;
    const { result } = renderHook(() => readSwr(useStoryListing(undefined, 1)), { wrapper: dataWrapper() });
    expect(result.current.data).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
