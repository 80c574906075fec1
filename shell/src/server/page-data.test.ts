/** @jest-environment node */
// The server's data for a page, from the page's loader, through the server's data cache into the request's cache
// and the hand-off: what the database answers in time is there, what it does not is left to the browser.
import { createPersistedCache } from '@tales/shared/data';
import type { DataLoader, DataRequest } from '@tales/shared/federation';
import { makeStory } from '@tales/testing';
import { createDataCache } from './data-cache';
import { loadPageData } from './page-data';

const request: DataRequest = {
  params: { storyId: '42' },
  search: new URLSearchParams('month=2026-11'),
  lng: 'de',
  admin: false,
  now: new Date(2026, 10, 22),
  onServer: true,
};
const story = makeStory({ id: '42' });
const never = () => new Promise<never>(() => undefined);

function setup() {
  const log = jest.fn();
  return { cache: createPersistedCache({ storage: undefined }), data: createDataCache(), budgetMs: 50, log };
}

it('asks the loader with the request, and puts every answer in the request cache and the hand-off', async () => {
  const load = jest.fn<ReturnType<DataLoader>, Parameters<DataLoader>>(() => ({
    needs: [{ key: 'month:2026-11:de', fetch: async () => ({ '2026-11-22': 'card' }) }],
  }));
  const options = setup();
  const { answers, story: named } = await loadPageData(load, request, options);
  expect(load).toHaveBeenCalledWith(request);
  expect(answers.get('month:2026-11:de')?.data).toEqual({ '2026-11-22': 'card' });
  expect(options.cache.get('month:2026-11:de')?.data).toEqual({ '2026-11-22': 'card' });
  expect(named).toBeUndefined();
});

it('names the story the loader names, and null for one that does not exist', async () => {
  const found = await loadPageData(
    () => ({ needs: [], story: { key: 'story:42', fetch: async () => story } }),
    request,
    setup(),
  );
  expect(found.story).toEqual(story);
  expect(found.answers.get('story:42')?.data).toEqual(story);
  const missing = await loadPageData(
    () => ({ needs: [], story: { key: 'story:43', fetch: async () => null } }),
    request,
    setup(),
  );
  expect(missing.story).toBeNull();
  expect(missing.answers.get('story:43')?.data).toBeNull();
});

it('names the listing the loader names, and null for one that does not exist (the page is not found)', async () => {
  const listing = { stories: [], total: 4, page: 2, pageSize: 12 };
  const found = await loadPageData(
    () => ({ needs: [], listing: { key: 'listing:genre:fable:2:de', fetch: async () => listing } }),
    request,
    setup(),
  );
  expect(found.listing).toEqual(listing);
  expect(found.story).toBeUndefined();
  expect(found.answers.get('listing:genre:fable:2:de')?.data).toEqual(listing);
  const missing = await loadPageData(
    () => ({ needs: [], listing: { key: 'listing:author:Nobody:1:de', fetch: async () => null } }),
    request,
    setup(),
  );
  expect(missing.listing).toBeNull();
  const late = await loadPageData(() => ({ needs: [], listing: { key: 'listing:x', fetch: never } }), request, setup());
  // Not known in time: the page is rendered as found, and the browser asks.
  expect(late.listing).toBeUndefined();
});

it('leaves out what the database does not answer, or not within the budget, and keeps the rest', async () => {
  const options = setup();
  const { answers, story: named } = await loadPageData(
    () => ({
      needs: [
        { key: 'storyOfTheDay:2026-11-22', fetch: async () => story },
        { key: 'month:2026-11:de', fetch: () => Promise.reject(new Error('connection refused')) },
      ],
      story: { key: 'story:42', fetch: never },
    }),
    request,
    options,
  );
  expect([...answers.keys()]).toEqual(['storyOfTheDay:2026-11-22']);
  expect(options.cache.get('month:2026-11:de')).toBeUndefined();
  // Not known: the page is rendered as found, and the browser asks.
  expect(named).toBeUndefined();
});

it('renders without data when the page has no loader, or its loader throws', async () => {
  expect((await loadPageData(undefined, request, setup())).answers.size).toBe(0);
  const options = setup();
  const broken = await loadPageData(
    () => {
      throw new Error('a bug in the remote');
    },
    request,
    options,
  );
  expect(broken.answers.size).toBe(0);
  expect(options.log).toHaveBeenCalledWith(expect.stringContaining('a bug in the remote'));
});

it('answers a second reader from the server cache without asking the database again', async () => {
  const options = setup();
  const fetch = jest.fn(async () => story);
  const load: DataLoader = () => ({ needs: [], story: { key: 'story:42', fetch } });
  await loadPageData(load, request, options);
  const second = await loadPageData(load, request, { ...options, cache: createPersistedCache({ storage: undefined }) });
  expect(second.story).toEqual(story);
  expect(fetch).toHaveBeenCalledTimes(1);
});
