/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// A story page's data against the real local API with the site's client: the query, its hook, and its loader,
// which names the story the page is about (the shell's server gives a missing one a 404).
import { renderHook, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { createPersistedCache } from '@tales/shared/data';
import { dataWrapper, loaderRequest, localApiSuite, memoryStorage, readSwr } from '@tales/testing';
import { ANON_KEY } from '@tales/supabase-local/testing';
import loadStoryPage, { getStory, useStory } from './StoryPage.data';

const api = localApiSuite();
const { requests } = api;
let seededToday: { id: string; title: string; content: string; englishTitle: string };

beforeAll(async () => {
  const res = await fetch(`${api.url}/rest/v1/rpc/story_of_the_day`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      day: format(new Date(), 'yyyy-MM-dd'),
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  });
  const [row] = (await res.json()) as {
    id: string;
    translations: { es: { title: string }; de: { content: string }; en: { title: string } };
  }[];
  seededToday = {
    id: row.id,
    title: row.translations.es.title,
    content: row.translations.de.content,
    englishTitle: row.translations.en.title,
  };
});

describe('a story by id', () => {
  it('holds the text of the language asked for and the Spanish original, not the other translations', async () => {
    const story = await getStory(seededToday.id, 'de', api.anon);
    expect(story?.translations.de?.content).toBe(seededToday.content);
    expect(story?.translations.es?.title).toBe(seededToday.title);
    expect(Object.keys(story?.translations ?? {}).sort()).toEqual(['de', 'es']);
  });

  it('is null for an unknown id or one that is not a uuid', async () => {
    expect(await getStory('00000000-0000-4000-8000-000000000000', 'en', api.anon)).toBeNull();
    expect(await getStory('not-a-uuid', 'en', api.anon)).toBeNull();
  });
});

describe('useStory', () => {
  it("gives the full story from the API in the reader's language, with the Spanish original", async () => {
    const { result } = renderHook(() => readSwr(useStory(seededToday.id)), { wrapper: dataWrapper() });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.translations.en?.title).toBe(seededToday.englishTitle));
    expect(result.current.data?.translations.es?.title).toBe(seededToday.title);
  });

  it('is null, not an error, for an unknown id or one that is not a uuid', async () => {
    const shared = dataWrapper();
    const unknown = renderHook(() => readSwr(useStory('00000000-0000-4000-8000-000000000000')), { wrapper: shared });
    const malformed = renderHook(() => readSwr(useStory('not-a-uuid')), { wrapper: shared });
    await waitFor(() => expect(unknown.result.current.data).toBeNull());
    await waitFor(() => expect(malformed.result.current.data).toBeNull());
    expect(unknown.result.current.error).toBeUndefined();
    expect(malformed.result.current.error).toBeUndefined();
  });

  it('asks for nothing without an id', () => {
    const { result } = renderHook(() => readSwr(useStory(undefined)), { wrapper: dataWrapper() });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isValidating).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('the loader', () => {
  const request = (storyId: string, admin = false) => loaderRequest({ params: { storyId }, admin });

  it("names the page's story under the key the hook reads, the reader's and an admin's apart", async () => {
    const { needs, story } = loadStoryPage(request(seededToday.id));
    // Beside the story, the page asks for what it offers to read next (./onward/StoryOnward.data.test.tsx).
    expect(needs.map((need) => need.key)).toEqual([`onward:${seededToday.id}:en`]);
    expect(story?.key).toBe(`story:${seededToday.id}:en`);
    expect((await story?.fetch())?.translations.es?.title).toBe(seededToday.title);
    expect(loadStoryPage(request(seededToday.id, true)).story?.key).toBe(`story:${seededToday.id}:en:admin`);
  });

  it('answers null for a story that does not exist: the page is not found', async () => {
    await expect(loadStoryPage(request('00000000-0000-4000-8000-000000000000')).story?.fetch()).resolves.toBeNull();
    await expect(loadStoryPage(request('not-a-story')).story?.fetch()).resolves.toBeNull();
  });

  it('hands the hook its answer: a page rendered with it asks for nothing', async () => {
    const { story } = loadStoryPage(request(seededToday.id));
    const cache = createPersistedCache({ storage: memoryStorage() });
    cache.seed(story?.key ?? '', await story?.fetch(), Date.now());
    requests.length = 0;
    const { result } = renderHook(() => readSwr(useStory(seededToday.id)), {
      wrapper: dataWrapper(cache),
    });
    expect(result.current.data?.translations.es?.title).toBe(seededToday.title);
    expect(result.current.isValidating).toBe(false);
    expect(requests).toEqual([]);
  });
});
