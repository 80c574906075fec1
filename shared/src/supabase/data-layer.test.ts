/** @jest-environment node */
// The data layer against the real local Supabase API (seeded, real RLS), with the site's Supabase client.
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'date-fns';
import { ADMIN, READER, SERVICE_ROLE_KEY, signedIn, startTestApi, setClientFactory, type TestApi } from '@tales/supabase-local/testing';
import { siteClientFactory } from '@tales/testing';
import type { SupabaseClient } from './create-client';
import { getProfile } from './profiles';
import { createStory, getMonthStories, getStory, getStoryForEdit, getStoryOfTheDay, updateStory } from './stories';
import { StoryError } from './story-error';
import { trackPageView } from './analytics';
import type { StoryInput } from './types';

setClientFactory(siteClientFactory);

const todaysSeed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../supabase/seed/stories/00.json'), 'utf8'));

let api: TestApi;
let anon: SupabaseClient;
let admin: SupabaseClient;
let reader: SupabaseClient;

beforeAll(async () => {
  api = await startTestApi();
  anon = api.client();
  admin = await signedIn(api, ADMIN);
  reader = await signedIn(api, READER);
}, 120_000);
afterAll(() => api?.close());

const input = (over: Partial<StoryInput> = {}): StoryInput => ({
  translations: { es: { title: 'Prueba', content: 'Había una vez.', summary: '' } },
  author: 'Tester',
  tags: ['fable'],
  hashtags: ['test'],
  readTime: 2,
  ...over,
});

describe('story of the day', () => {
  it("is today's seeded story, mapped to the model", async () => {
    const story = await getStoryOfTheDay(new Date(), anon);
    expect(story?.translations.es?.title).toBe(todaysSeed.translations.es.title);
    expect(story?.translations.cn?.title).toBe(todaysSeed.translations.cn.title);
    expect(story?.publishDate).toBeInstanceOf(Date);
    expect(story?.tags).toEqual(todaysSeed.tags);
  });

  it('falls back to the most recent visible story before the day (never a scheduled one)', async () => {
    const inAMonth = new Date(Date.now() + 30 * 86_400_000);
    const story = await getStoryOfTheDay(inAMonth, anon);
    expect(story?.translations.es?.title).toBe(todaysSeed.translations.es.title);
  });

  it('is null before the first story', async () => {
    expect(await getStoryOfTheDay(new Date(2001, 0, 1), anon)).toBeNull();
  });
});

describe('month stories', () => {
  it('maps every published day of the month by yyyy-MM-dd, ascending', async () => {
    const now = new Date();
    const month = await getMonthStories(now.getFullYear(), now.getMonth() + 1, 'en', anon);
    const keys = Object.keys(month);
    expect(keys).toContain(format(now, 'yyyy-MM-dd'));
    expect([...keys].sort()).toEqual(keys);
    for (const [day, story] of Object.entries(month)) expect(format(story.publishDate as Date, 'yyyy-MM-dd')).toBe(day);
  });

  it("gives cards, not stories: the reader's language and Spanish, titles and summaries without the text", async () => {
    const now = new Date();
    const card = (await getMonthStories(now.getFullYear(), now.getMonth() + 1, 'de', anon))[format(now, 'yyyy-MM-dd')];
    const text = (lng: 'de' | 'es') => ({ title: todaysSeed.translations[lng].title, summary: todaysSeed.translations[lng].summary, content: '' });
    expect(card).toMatchObject({ preview: true, language: 'de', tags: todaysSeed.tags, translations: { de: text('de'), es: text('es') } });
    expect(Object.keys(card.translations).sort()).toEqual(['de', 'es']);
    expect(card).not.toHaveProperty('createdAt');

    const spanish = (await getMonthStories(now.getFullYear(), now.getMonth() + 1, 'es', anon))[format(now, 'yyyy-MM-dd')];
    expect(spanish.translations).toEqual({ es: text('es') });
  });

  it('falls back to Spanish for a language without text, with the content where the summary is blank', async () => {
    const day = new Date(2031, 2, 4, 12, 0);
    await createStory(
      input({
        translations: { es: { title: 'Solo en español', content: 'Había una vez un faro.', summary: '  ' }, en: { title: 'The lighthouse', content: 'Once upon a time.', summary: 'A keeper.' } },
        publishDate: day,
      }),
      admin,
    );
    const inGerman = (await getMonthStories(2031, 3, 'de', admin))['2031-03-04'];
    expect(inGerman.translations).toEqual({ es: { title: 'Solo en español', summary: '  ', content: 'Había una vez un faro.' } });
    const inEnglish = (await getMonthStories(2031, 3, 'en', admin))['2031-03-04'];
    expect(inEnglish.translations.en).toEqual({ title: 'The lighthouse', summary: 'A keeper.', content: '' });
  });

  it.each([
    [1999, 5],
    [3001, 1],
    [2026, 0],
    [2026, 13],
  ])('is empty for year %p month %p', async (year, monthNumber) => {
    expect(await getMonthStories(year, monthNumber, 'en', anon)).toEqual({});
  });

  it('keeps one story per date: the later one wins', async () => {
    const early = new Date(2030, 5, 10, 9, 0);
    const late = new Date(2030, 5, 10, 18, 0);
    await createStory(input({ translations: { es: { title: 'Temprano', content: 'a', summary: '' } }, publishDate: early }), admin);
    await createStory(input({ translations: { es: { title: 'Tarde', content: 'b', summary: '' } }, publishDate: late }), admin);
    const service = api.client(SERVICE_ROLE_KEY);
    const month = await getMonthStories(2030, 6, 'es', service);
    expect(month['2030-06-10'].translations.es?.title).toBe('Tarde');
  });

  it('never shows a scheduled story to anyone but an admin', async () => {
    await createStory(input({ translations: { es: { title: 'Programado', content: 'c', summary: 'd' } }, publishDate: new Date(2030, 7, 20, 12, 0) }), admin);
    expect(Object.values(await getMonthStories(2030, 8, 'es', admin)).map((card) => card.translations.es?.title)).toEqual(['Programado']);
    expect(await getMonthStories(2030, 8, 'es', anon)).toEqual({});
    expect(await getMonthStories(2030, 8, 'es', reader)).toEqual({});
    // Nor when asked for cards directly, whatever the filter.
    const { data, error } = await anon.from('stories').select('id,cards').gt('publish_date', new Date().toISOString());
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('story by id', () => {
  it('is null for an unknown id or one that is not a uuid', async () => {
    expect(await getStory('00000000-0000-4000-8000-000000000000', anon)).toBeNull();
    expect(await getStory('not-a-uuid', anon)).toBeNull();
  });
});

describe('create and update', () => {
  it('requires a Spanish title and content', async () => {
    const refused = createStory(input({ translations: { en: { title: 'Only English', content: 'x', summary: '' } } }), admin);
    await expect(refused).rejects.toThrow('Spanish title and content are required');
    await expect(refused).rejects.toMatchObject({ code: 'spanish-required' });
  });

  it('refuses a reader (RLS), and nothing is written', async () => {
    const service = api.client(SERVICE_ROLE_KEY);
    const countStories = async (author?: string) => {
      const query = service.from('stories').select('id', { count: 'exact', head: true });
      const { count, error } = await (author ? query.eq('author', author) : query);
      if (error) throw new Error(error.message);
      return count;
    };
    const before = await countStories();
    expect(before).toBeGreaterThan(0);
    await expect(createStory(input({ author: 'Intruso', translations: { es: { title: 'Intruso', content: 'x', summary: '' } } }), reader)).rejects.toMatchObject({ code: 'database', dbCode: '42501' });
    expect(await countStories('Intruso')).toBe(0);
    expect(await countStories()).toBe(before);
  });

  it('lets an admin create, then update keeping the publish date when none is given', async () => {
    const publishDate = new Date(2026, 0, 15, 12, 0);
    const { id } = await createStory(input({ publishDate, imageUrl: 'https://example.com/a.png' }), admin);
    const created = await getStory(id, anon);
    expect(created).toMatchObject({ id, author: 'Tester', tags: ['fable'], hashtags: ['test'], readTime: 2, imageUrl: 'https://example.com/a.png' });
    expect(created?.publishDate?.getTime()).toBe(publishDate.getTime());

    await updateStory(id, input({ author: 'Editor', publishDate: null, imageUrl: '' }), {}, admin);
    const updated = await getStory(id, anon);
    expect(updated?.author).toBe('Editor');
    expect(updated?.publishDate?.getTime()).toBe(publishDate.getTime());
    expect(updated?.imageUrl).toBeUndefined();
    expect(updated?.updatedAt?.getTime()).toBeGreaterThanOrEqual(created?.updatedAt?.getTime() ?? 0);
  });

  it('needs a valid id to update', async () => {
    await expect(updateStory('', input(), {}, admin)).rejects.toThrow('Valid ID required');
    await expect(updateStory('', input(), {}, admin)).rejects.toMatchObject({ code: 'invalid-id' });
  });

  it('says not found for an id that names no story', async () => {
    const missing = updateStory('00000000-0000-4000-8000-000000000000', input(), {}, admin);
    await expect(missing).rejects.toMatchObject({ code: 'not-found', message: 'No se encontró el cuento con el ID proporcionado.' });
    await expect(updateStory('not-a-uuid', input(), {}, admin)).rejects.toMatchObject({ code: 'not-found' });
    expect(await getStoryForEdit('00000000-0000-4000-8000-000000000000', admin)).toBeNull();
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
    expect((await getStory(id, admin))?.author).toBe('Tab A');
  });

  it('overwrites when asked to (no expected version)', async () => {
    const { id, version } = await createStory(input({ author: 'Original' }), admin);
    await updateStory(id, input({ author: 'Tab A' }), { expectedVersion: version }, admin);
    await updateStory(id, input({ author: 'Tab B' }), {}, admin);
    expect((await getStory(id, admin))?.author).toBe('Tab B');
  });

  it('lets a scheduled story be loaded for editing by an admin only', async () => {
    const { id } = await createStory(input({ publishDate: new Date(Date.now() + 86_400_000) }), admin);
    expect((await getStoryForEdit(id, admin))?.story.id).toBe(id);
    expect(await getStoryForEdit(id, anon)).toBeNull();
    await expect(updateStory(id, input({ author: 'Lector' }), {}, reader)).rejects.toMatchObject({ code: 'not-found' });
    expect((await getStory(id, admin))?.author).toBe('Tester');
  });
});

describe('profiles and analytics', () => {
  it('reads the signed-in user profile with its role', async () => {
    const { data } = await reader.auth.getUser();
    expect(await getProfile(data.user!.id, reader)).toMatchObject({ email: READER.email, role: 'user', hasDonated: false });
    const { data: adminUser } = await admin.auth.getUser();
    expect((await getProfile(adminUser.user!.id, admin))?.role).toBe('admin');
  });

  it('records a page view for anyone, which only admins can read', async () => {
    const view = { title: 'Home', location: 'http://127.0.0.1:3000/en', path: '/en', language: 'en', referrer: '' };
    expect(await trackPageView({ ...view, title: 'Data layer test' }, anon)).toBe(true);
    const { data: asAdmin } = await admin.from('page_views').select('title').eq('title', 'Data layer test');
    expect(asAdmin).toHaveLength(1);
    const { data: asReader } = await reader.from('page_views').select('title').eq('title', 'Data layer test');
    expect(asReader).toEqual([]);
  });
});
