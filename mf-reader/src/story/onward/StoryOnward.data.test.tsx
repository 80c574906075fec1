/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// What a story page offers to read next, against the real local API (seeded, real RLS) with the site's client:
// the query as a reader and an admin get it, its hook, and the story page's loader, which asks for it.
import { renderHook, waitFor } from '@testing-library/react';
import { createPersistedCache } from '@tales/shared/data';
import type { StoryPreview, SupabaseClient } from '@tales/shared/supabase';
import { countingClient, dataWrapper, loaderRequest, localApiSuite, memoryStorage, readSwr } from '@tales/testing';
import { ADMIN, SERVICE_ROLE_KEY } from '@tales/supabase-local/testing';
import loadStoryPage from '../StoryPage.data';
import { getStoryOnward, storyOnwardKey, useStoryOnward, type StoryOnward } from './StoryOnward.data';

const api = localApiSuite();
const { requests } = api;
const DAY = 86_400_000;

type Listed = { id: string; publish_date: string; tags: string[]; title: string };
/** Every story a reader may read, oldest first, as the table answers a reader. */
let published: Listed[];
/** The ids of the stories still to be published (the seed has some): a reader must never be offered one. */
let scheduled: string[];
/** A story in Spanish only and without a genre, published between two seeded ones. */
let lonely: string;
let admin: SupabaseClient;

const ids = (onward: StoryOnward) =>
  [onward.previous, onward.next, ...onward.related].filter((s): s is StoryPreview => s !== null).map((s) => s.id);

beforeAll(async () => {
  admin = await countingClient(api.url, [], { account: ADMIN });
  const service = await countingClient(api.url, [], { key: SERVICE_ROLE_KEY });
  const inserted = await (
    await service.rest()
  )
    .from('stories')
    .insert({
      translations: { es: { title: 'El faro sin género', content: 'Había una vez un faro.', summary: '' } },
      author: 'Tester',
      tags: [],
      hashtags: [],
      publish_date: new Date(Date.now() - 20.4 * DAY).toISOString(),
      read_time: 1,
    })
    .select('id')
    .single();
  if (inserted.error) throw new Error(inserted.error.message);
  lonely = (inserted.data as { id: string }).id;

  const readers = await (
    await api.anon.rest()
  )
    .from('stories')
    .select('id,publish_date,tags,title:cards->en->>title')
    .order('publish_date')
    .order('id');
  if (readers.error) throw new Error(readers.error.message);
  published = readers.data as unknown as Listed[];
  const everything = await (
    await service.rest()
  )
    .from('stories')
    .select('id')
    .gt('publish_date', new Date().toISOString());
  if (everything.error) throw new Error(everything.error.message);
  scheduled = (everything.data as { id: string }[]).map((s) => s.id);
});

describe("a story's onward cards", () => {
  it('are the stories just before and after it, as cards in the language asked for', async () => {
    const middle = published.findIndex((s) => s.id === lonely) + 3;
    const onward = await getStoryOnward(published[middle].id, 'en', api.anon);
    expect(onward.previous?.id).toBe(published[middle - 1].id);
    expect(onward.next?.id).toBe(published[middle + 1].id);
    expect(onward.next).toMatchObject({ preview: true, language: 'en' });
    expect(onward.next?.translations.en?.title).toBe(published[middle + 1].title);
    expect(onward.next?.publishDate).toEqual(new Date(published[middle + 1].publish_date));
  });

  it('give the first story no previous one', async () => {
    const onward = await getStoryOnward(published[0].id, 'en', api.anon);
    expect(onward.previous).toBeNull();
    expect(onward.next?.id).toBe(published[1].id);
  });

  it('give the newest published story no next one, while a scheduled story comes after it', async () => {
    expect(scheduled.length).toBeGreaterThan(0);
    const newest = published[published.length - 1];
    const onward = await getStoryOnward(newest.id, 'en', api.anon);
    expect(onward.next).toBeNull();
    expect(onward.previous?.id).toBe(published[published.length - 2].id);
    // The same call as an admin, who may read scheduled stories, has one: the database's policies hide it.
    expect(scheduled).toContain((await getStoryOnward(newest.id, 'en', admin)).next?.id);
  });

  it('never offer a reader a scheduled story, as the next one or as one like it', async () => {
    for (const story of published.slice(-8)) {
      const onward = await getStoryOnward(story.id, 'en', api.anon);
      for (const id of ids(onward)) expect(scheduled).not.toContain(id);
    }
  });

  it('offer up to three others sharing a genre, newest first, neither the story nor its previous or next', async () => {
    const newest = published[published.length - 1];
    const onward = await getStoryOnward(newest.id, 'en', api.anon);
    expect(onward.related).toHaveLength(3);
    const times = onward.related.map((s) => s.publishDate?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const story of onward.related) {
      expect(story.tags.some((tag) => newest.tags.includes(tag))).toBe(true);
      expect([newest.id, onward.previous?.id]).not.toContain(story.id);
    }
  });

  it('offer nothing like a story without a genre, and show a Spanish-only neighbour in Spanish', async () => {
    const onward = await getStoryOnward(lonely, 'ru', api.anon);
    expect(onward.related).toEqual([]);
    expect(onward.previous).not.toBeNull();
    expect(onward.next).not.toBeNull();
    const before = await getStoryOnward(onward.previous?.id ?? '', 'ru', api.anon);
    expect(before.next?.id).toBe(lonely);
    expect(before.next?.translations).toEqual({ es: expect.objectContaining({ title: 'El faro sin género' }) });
  });

  it('are nothing for a story that does not exist, is not a uuid, or is not published yet', async () => {
    const nothing = { previous: null, next: null, related: [] };
    await expect(getStoryOnward('00000000-0000-4000-8000-000000000000', 'en', api.anon)).resolves.toEqual(nothing);
    await expect(getStoryOnward('not-a-uuid', 'en', api.anon)).resolves.toEqual(nothing);
    await expect(getStoryOnward(scheduled[0], 'en', api.anon)).resolves.toEqual(nothing);
  });

  it('reject with the error and its code when the API cannot be reached', async () => {
    await expect(getStoryOnward(published[0].id, 'en', api.down)).rejects.toMatchObject({
      code: expect.any(String),
      message: expect.stringMatching(/fetch failed/i),
    });
  });
});

describe('the story page loader', () => {
  it("asks for the story's onward cards in the page's language, under the key the hook reads", async () => {
    const story = published[published.length - 2];
    const { needs } = loadStoryPage(loaderRequest({ params: { storyId: story.id }, lng: 'ru' }));
    expect(needs.map((need) => need.key)).toEqual([storyOnwardKey(story.id, 'ru')]);
    const onward = (await needs[0].fetch()) as StoryOnward;
    expect(onward.next?.language).toBe('ru');
    expect(onward.next?.translations.ru?.title).toMatch(/[А-Яа-яЁё]/);
    expect(loadStoryPage(loaderRequest({ params: { storyId: story.id }, admin: true })).needs[0].key).toBe(
      `onward:${story.id}:en:admin`,
    );
  });

  it('hands the hook its answer: a page rendered with it asks for nothing', async () => {
    const story = published[published.length - 2];
    const { needs } = loadStoryPage(loaderRequest({ params: { storyId: story.id } }));
    const cache = createPersistedCache({ storage: memoryStorage() });
    cache.seed(needs[0].key, await needs[0].fetch(), Date.now());
    requests.length = 0;
    const { result } = renderHook(() => readSwr(useStoryOnward(story.id)), { wrapper: dataWrapper(cache) });
    expect(result.current.data?.previous?.id).toBe(published[published.length - 3].id);
    expect(result.current.isValidating).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('useStoryOnward', () => {
  it('asks the API once and gives the cards', async () => {
    const story = published[1];
    const { result } = renderHook(() => readSwr(useStoryOnward(story.id)), { wrapper: dataWrapper() });
    await waitFor(() => expect(result.current.data?.previous?.id).toBe(published[0].id));
    expect(requests.filter((url) => url.pathname.endsWith('/rpc/story_onward'))).toHaveLength(1);
  });

  it('asks for nothing without an id', () => {
    const { result } = renderHook(() => readSwr(useStoryOnward(undefined)), { wrapper: dataWrapper() });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isValidating).toBe(false);
    expect(requests).toEqual([]);
  });
});
