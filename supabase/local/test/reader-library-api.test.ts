/** @jest-environment node */
// A reader's library through the API, as the story page and the My stories page call it: a reader keeps and lists
// their own favourites and readings; another reader cannot read, remove or forge them; an anonymous visitor gets
// nothing; a scheduled story cannot be kept; a device's readings merge without duplicates.
import type { SupabaseClient } from '@supabase/supabase-js';
import { READER, SERVICE_ROLE_KEY, signedIn, startTestApi, uniqueEmail, type TestApi } from './support/api-server';
import { insertStories, type StoryRow } from './support/stories';

jest.setTimeout(120_000);

let api: TestApi;
let reader: SupabaseClient;
let other: SupabaseClient;
let readerId: string;
let stories: StoryRow[];

beforeAll(async () => {
  api = await startTestApi();
  stories = await insertStories(api.client(SERVICE_ROLE_KEY), [
    { title: 'Kept', author: 'Library Fixture', publish_date: '2002-05-01T12:00:00Z' },
    { title: 'Read', author: 'Library Fixture', publish_date: '2002-05-02T12:00:00Z' },
    { title: 'Later', author: 'Library Fixture', publish_date: '2999-05-02T12:00:00Z' },
  ]);
  reader = await signedIn(api, READER);
  readerId = (await reader.auth.getUser()).data.user?.id ?? '';
  other = api.client();
  const { error } = await other.auth.signUp({ email: uniqueEmail('library'), password: 'library-pass-1' });
  if (error) throw error;
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const [kept, read, later] = [0, 1, 2];

it("keeps a reader's favourite and shows it to them alone", async () => {
  const insert = await reader.from('favourites').insert({ story_id: stories[kept].id });
  expect(insert.error).toBeNull();
  expect(insert.status).toBe(201);

  const own = await reader.from('favourites').select('story_id');
  expect(own.data).toEqual([{ story_id: stories[kept].id }]);
  const others = await other.from('favourites').select('story_id');
  expect(others.data).toEqual([]);
});

it("refuses another reader's forgery and removes nothing of the reader's", async () => {
  const forged = await other.from('favourites').insert({ user_id: readerId, story_id: stories[read].id });
  expect(forged.status).toBe(403);
  expect(forged.error?.code).toBe('42501');

  const removed = await other.from('favourites').delete().eq('user_id', readerId).select('story_id');
  expect(removed.data).toEqual([]);
  expect((await reader.from('favourites').select('story_id')).data).toEqual([{ story_id: stories[kept].id }]);
});

it('gives an anonymous visitor neither favourites nor readings', async () => {
  for (const table of ['favourites', 'reading_history']) {
    const { data, status, error } = await api.client().from(table).select('*');
    expect({ table, status, data, code: error?.code }).toEqual({ table, status: 401, data: null, code: '42501' });
  }
});

it('refuses a scheduled story as a favourite and as a reading', async () => {
  for (const table of ['favourites', 'reading_history']) {
    const { status, error } = await reader.from(table).insert({ story_id: stories[later].id });
    expect({ table, status, code: error?.code }).toEqual({ table, status: 403, code: '42501' });
  }
});

it('merges readings without duplicates, keeping the latest time of each', async () => {
  const upsert = (rows: { story_id: string; read_at: string }[]) =>
    reader.from('reading_history').upsert(rows, { onConflict: 'user_id,story_id' });
  expect((await upsert([{ story_id: stories[read].id, read_at: '2026-01-02T00:00:00Z' }])).error).toBeNull();
  const merged = await upsert([
    { story_id: stories[read].id, read_at: '2026-01-01T00:00:00Z' },
    { story_id: stories[kept].id, read_at: '2026-01-03T00:00:00Z' },
  ]);
  expect(merged.error).toBeNull();

  const { data } = await reader.from('reading_history').select('story_id, read_at').order('read_at', {
    ascending: false,
  });
  expect(data).toEqual([
    { story_id: stories[kept].id, read_at: '2026-01-03T00:00:00+00:00' },
    { story_id: stories[read].id, read_at: '2026-01-02T00:00:00+00:00' },
  ]);
  expect((await other.from('reading_history').select('story_id')).data).toEqual([]);
});

it('lets a reader remove their own favourite', async () => {
  const removed = await reader.from('favourites').delete().eq('story_id', stories[kept].id).select('story_id');
  expect(removed.data).toEqual([{ story_id: stories[kept].id }]);
  expect((await reader.from('favourites').select('story_id')).data).toEqual([]);
});
