/** @jest-environment node */
// Deleting and moving stories against the real local API (seeded, real RLS) with the site's client: the
// version guard, readers refused, and the cover removed with the story.
import { ADMIN, READER, signedIn, setClientFactory, testApiForFile } from '@tales/supabase-local/testing';
import { asSiteClient, siteClientFactory, type SiteTestClient } from '@tales/testing';
import type { StoryInput } from '@tales/shared/supabase';
import { createStory, getStoryForEdit, updateStory } from '../story-form/StoryFormPage.data';
import { deleteStory, moveStory, type StoryRef } from './story-actions.data';

setClientFactory(siteClientFactory);
const api = testApiForFile();

let anon: SiteTestClient;
let admin: SiteTestClient;
let reader: SiteTestClient;

beforeAll(async () => {
  anon = asSiteClient(api().client());
  admin = asSiteClient(await signedIn(api(), ADMIN));
  reader = asSiteClient(await signedIn(api(), READER));
}, 120_000);

const DAY = 86_400_000;
const input = (over: Partial<StoryInput> = {}): StoryInput => ({
  translations: { es: { title: 'Para borrar', content: 'Había una vez.', summary: '' } },
  author: 'Tester',
  tags: ['fable'],
  hashtags: [],
  readTime: 2,
  publishDate: new Date(Date.now() - 3 * DAY),
  ...over,
});

async function story(over: Partial<StoryInput> = {}): Promise<StoryRef> {
  const { id, version } = await createStory(input(over), admin);
  return { id, version, coverUrl: over.imageUrl ?? null };
}

describe('deleteStory', () => {
  it('deletes the story the admin saw and removes its cover', async () => {
    const cover = `${api().url}/storage/v1/object/public/story-images/stories/x.webp`;
    const removed: string[] = [];
    const ref = await story({ imageUrl: cover });
    const result = await deleteStory(ref, {
      db: admin,
      removeCoverFile: async (url) => {
        removed.push(url);
        return true;
      },
    });
    expect(result).toEqual({ coverRemoved: true, coverLeft: false });
    expect(removed).toEqual([cover]);
    expect(await getStoryForEdit(ref.id, admin)).toBeNull();
  });

  it('refuses when another admin saved the story since, and leaves it whole', async () => {
    const ref = await story();
    await updateStory(ref.id, input({ author: 'Someone else' }), { expectedVersion: ref.version }, admin);
    await expect(deleteStory(ref, { db: admin })).rejects.toMatchObject({ code: 'conflict' });
    expect((await getStoryForEdit(ref.id, admin))?.story.author).toBe('Someone else');
  });

  it('says the story is gone when it was already deleted', async () => {
    const ref = await story();
    await deleteStory(ref, { db: admin });
    await expect(deleteStory(ref, { db: admin })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('keeps the deletion and says a file remains when the cover cannot be removed', async () => {
    const ref = await story({ imageUrl: `${api().url}/storage/v1/object/public/story-images/stories/y.webp` });
    const result = await deleteStory(ref, { db: admin, removeCoverFile: () => Promise.reject(new Error('down')) });
    expect(result).toEqual({ coverRemoved: false, coverLeft: true });
    expect(await getStoryForEdit(ref.id, admin)).toBeNull();
  });

  it.each([
    ['a reader', () => reader],
    ['an anonymous visitor', () => anon],
  ])('changes nothing for %s', async (_who, client) => {
    const ref = await story();
    await expect(deleteStory(ref, { db: client() })).rejects.toBeDefined();
    expect(await getStoryForEdit(ref.id, admin)).not.toBeNull();
  });
});

describe('moveStory', () => {
  it('moves a published story to a day to come, out of the readers’ sight, its text untouched', async () => {
    const ref = await story();
    const later = new Date(Date.now() + 10 * DAY);
    const version = await moveStory(ref, later, admin);
    expect(version).not.toBe(ref.version);
    const moved = await getStoryForEdit(ref.id, admin);
    expect(moved?.story.publishDate?.toISOString()).toBe(later.toISOString());
    expect(moved?.story.translations.es?.content).toBe('Había una vez.');
    expect(await getStoryForEdit(ref.id, anon)).toBeNull();
  });

  it('refuses a stale version', async () => {
    const ref = await story();
    await moveStory(ref, new Date(Date.now() + 5 * DAY), admin);
    await expect(moveStory(ref, new Date(Date.now() + 6 * DAY), admin)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('changes nothing for a reader', async () => {
    const ref = await story();
    await expect(moveStory(ref, new Date(Date.now() + 5 * DAY), reader)).rejects.toBeDefined();
    expect(await getStoryForEdit(ref.id, anon)).not.toBeNull();
  });
});
