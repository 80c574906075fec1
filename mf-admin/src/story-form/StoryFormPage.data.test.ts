/** @jest-environment node */
// The admin form's data against the real local API (seeded, real RLS) with the site's client: create, update,
// optimistic concurrency, loading for edit, and the loader that starts that load on a navigation.
import {
  ADMIN,
  READER,
  SERVICE_ROLE_KEY,
  signedIn,
  setClientFactory,
  testApiForFile,
} from '@tales/supabase-local/testing';
import { asSiteClient, countingClient, siteClientFactory, type SiteTestClient } from '@tales/testing';
import { setSupabase, type StoryInput } from '@tales/shared/supabase';
import loadStoryFormPage, { createStory, getStoryForEdit, loadForEdit, updateStory } from './StoryFormPage.data';
import { StoryError } from './story-error';

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
afterEach(() => setSupabase(undefined));

const input = (over: Partial<StoryInput> = {}): StoryInput => ({
  translations: { es: { title: 'Prueba', content: 'Había una vez.', summary: '' } },
  author: 'Tester',
  tags: ['fable'],
  hashtags: ['test'],
  readTime: 2,
  ...over,
});

describe('create and update', () => {
  it('requires a Spanish title and content', async () => {
    const refused = createStory(
      input({ translations: { en: { title: 'Only English', content: 'x', summary: '' } } }),
      admin,
    );
    await expect(refused).rejects.toThrow('Spanish title and content are required');
    await expect(refused).rejects.toMatchObject({ code: 'spanish-required' });
  });

  it('refuses a reader (RLS), and nothing is written', async () => {
    const service = asSiteClient(api().client(SERVICE_ROLE_KEY));
    const countStories = async (author?: string) => {
      const query = service.from('stories').select('id', { count: 'exact', head: true });
      const { count, error } = await (author ? query.eq('author', author) : query);
      if (error) throw new Error(error.message);
      return count;
    };
    const before = await countStories();
    expect(before).toBeGreaterThan(0);
    await expect(
      createStory(
        input({ author: 'Intruso', translations: { es: { title: 'Intruso', content: 'x', summary: '' } } }),
        reader,
      ),
    ).rejects.toMatchObject({ code: 'database', dbCode: '42501' });
    expect(await countStories('Intruso')).toBe(0);
    expect(await countStories()).toBe(before);
  });

  it('lets an admin create, then update keeping the publish date when none is given', async () => {
    const publishDate = new Date(2026, 0, 15, 12, 0);
    const { id } = await createStory(input({ publishDate, imageUrl: 'https://example.com/a.png' }), admin);
    const created = (await getStoryForEdit(id, anon))?.story;
    expect(created).toMatchObject({
      id,
      author: 'Tester',
      tags: ['fable'],
      hashtags: ['test'],
      readTime: 2,
      imageUrl: 'https://example.com/a.png',
    });
    expect(created?.publishDate?.getTime()).toBe(publishDate.getTime());

    await updateStory(id, input({ author: 'Editor', publishDate: null, imageUrl: '' }), {}, admin);
    const updated = (await getStoryForEdit(id, anon))?.story;
    expect(updated?.author).toBe('Editor');
    expect(updated?.publishDate?.getTime()).toBe(publishDate.getTime());
    expect(updated?.imageUrl).toBeUndefined();
    expect(updated?.updatedAt?.getTime()).toBeGreaterThanOrEqual(created?.updatedAt?.getTime() ?? 0);
  });

  it('needs a valid id to update or load', async () => {
    await expect(updateStory('', input(), {}, admin)).rejects.toThrow('Valid ID required');
    await expect(updateStory('', input(), {}, admin)).rejects.toMatchObject({ code: 'invalid-id' });
    await expect(getStoryForEdit('', admin)).rejects.toMatchObject({ code: 'invalid-id' });
  });

  it('says not found for an id that names no story', async () => {
    const missing = updateStory('00000000-0000-4000-8000-000000000000', input(), {}, admin);
    await expect(missing).rejects.toMatchObject({
      code: 'not-found',
      message: 'No se encontró el cuento con el ID proporcionado.',
    });
    await expect(updateStory('not-a-uuid', input(), {}, admin)).rejects.toMatchObject({ code: 'not-found' });
    expect(await getStoryForEdit('00000000-0000-4000-8000-000000000000', admin)).toBeNull();
    expect(await getStoryForEdit('not-a-uuid', admin)).toBeNull();
  });
});

describe('optimistic concurrency', () => {
  it('applies an update made from the version loaded, and gives the new version', async () => {
    const { id, version } = await createStory(input({ author: 'Primera' }), admin);
    const loaded = await getStoryForEdit(id, admin);
    expect(loaded?.version).toBe(version);
    const next = await updateStory(id, input({ author: 'Segunda' }), { expectedVersion: version }, admin);
    expect(next).not.toBe(version);
    expect((await getStoryForEdit(id, admin))?.version).toBe(next);
  });

  it('refuses the second of two saves from the same loaded version, keeping the first', async () => {
    const { id, version } = await createStory(input({ author: 'Original' }), admin);
    await updateStory(id, input({ author: 'Tab A' }), { expectedVersion: version }, admin);
    const second = updateStory(id, input({ author: 'Tab B' }), { expectedVersion: version }, admin);
    await expect(second).rejects.toBeInstanceOf(StoryError);
    await expect(second).rejects.toMatchObject({ code: 'conflict' });
    expect((await getStoryForEdit(id, admin))?.story.author).toBe('Tab A');
  });

  it('overwrites when asked to (no expected version)', async () => {
    const { id, version } = await createStory(input({ author: 'Original' }), admin);
    await updateStory(id, input({ author: 'Tab A' }), { expectedVersion: version }, admin);
    await updateStory(id, input({ author: 'Tab B' }), {}, admin);
    expect((await getStoryForEdit(id, admin))?.story.author).toBe('Tab B');
  });

  it('lets a scheduled story be loaded for editing by an admin only', async () => {
    const { id } = await createStory(input({ publishDate: new Date(Date.now() + 86_400_000) }), admin);
    expect((await getStoryForEdit(id, admin))?.story.id).toBe(id);
    expect(await getStoryForEdit(id, anon)).toBeNull();
    await expect(updateStory(id, input({ author: 'Lector' }), {}, reader)).rejects.toMatchObject({ code: 'not-found' });
    expect((await getStoryForEdit(id, admin))?.story.author).toBe('Tester');
  });
});

describe('the loader', () => {
  const request = (params: Record<string, string>, now = new Date()) => ({
    params,
    search: new URLSearchParams(),
    lng: 'es' as const,
    admin: true,
    now,
    onServer: false,
  });

  it('hands nothing to the cache: a new story needs nothing, an edited one is read anew at each opening', () => {
    expect(loadStoryFormPage(request({}))).toEqual({ needs: [] });
    const edit = loadStoryFormPage(request({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(edit.needs).toEqual([]);
    expect(edit.story).toBeUndefined();
  });

  /** Reads of public.stories the page's client sends, counted from here. */
  async function countedReads(): Promise<() => number> {
    const requests: URL[] = [];
    setSupabase(await countingClient(api().url, requests, { account: ADMIN }));
    requests.length = 0;
    return () => requests.filter((url) => url.pathname.endsWith('/rest/v1/stories')).length;
  }

  it('starts the read of the edited story, which the form then takes instead of asking again', async () => {
    const { id } = await createStory(input({ author: 'Temprana' }), admin);
    const reads = await countedReads();
    const opened = new Date();
    loadStoryFormPage(request({ id }, opened)).prefetch?.();
    expect((await loadForEdit(id, opened.getTime() + 1_000))?.story.author).toBe('Temprana');
    expect(reads()).toBe(1);
    // Taken once: the next opening reads again.
    await loadForEdit(id);
    expect(reads()).toBe(2);
  });

  it('lets the form read anew when the read the navigation started is older than a few seconds', async () => {
    const { id } = await createStory(input({ author: 'Vieja' }), admin);
    const reads = await countedReads();
    const opened = new Date();
    loadStoryFormPage(request({ id }, opened)).prefetch?.();
    await updateStory(id, input({ author: 'Nueva' }), {}, admin);
    expect((await loadForEdit(id, opened.getTime() + 60_000))?.story.author).toBe('Nueva');
    expect(reads()).toBe(2);
  });
});
