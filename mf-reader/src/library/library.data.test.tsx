/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// A signed-in reader's library against the real local API (seeded, real RLS) with the site's client: keeping and
// letting go of a favourite, a scheduled story refused, the device's readings merged at sign-in (in the database,
// no duplicates, the device cleared; kept when the API is down), and the page's lists newest first.
import { renderHook, waitFor } from '@testing-library/react';
import { useAuthStore, signedOutState } from '@tales/shared/stores';
import { setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import { countingClient, dataWrapper, localApiSuite, readSwr, setupI18n } from '@tales/testing';
import { READER, SERVICE_ROLE_KEY } from '@tales/supabase-local/testing';
import { DEVICE_HISTORY_KEY, readDeviceHistory, recordDeviceReading } from './device-history';
import { getIsFavourite, setFavourite } from './favourite.data';
import { getLibrary, useLibrary } from './library.data';
import { LibraryError } from './library-error';
import { mergeDeviceHistory, recordReading } from './reading-history.data';

const api = localApiSuite();
const DAY = 86_400_000;

let reader: SupabaseClient;
let readerId: string;
/** Published stories, newest first, with their English titles. */
let published: { id: string; title: string }[];
let scheduled: string;

async function readerRows(table: 'favourites' | 'reading_history') {
  const { data, error } = await (await reader.rest()).from(table).select('*');
  if (error) throw new Error(error.message);
  return data as { story_id: string; read_at?: string }[];
}

beforeAll(async () => {
  reader = await countingClient(api.url, [], { account: READER });
  readerId = (await reader.auth.getUser()).data.user?.id ?? '';
  const service = await countingClient(api.url, [], { key: SERVICE_ROLE_KEY });
  const inserted = await (
    await service.rest()
  )
    .from('stories')
    .insert({
      translations: { es: { title: 'Pasado mañana', content: 'Había una vez.', summary: '' } },
      author: 'Tester',
      tags: [],
      hashtags: [],
      publish_date: new Date(Date.now() + 2 * DAY).toISOString(),
      read_time: 1,
    })
    .select('id')
    .single();
  if (inserted.error) throw new Error(inserted.error.message);
  scheduled = (inserted.data as { id: string }).id;
  const listed = await (
    await api.anon.rest()
  )
    .from('stories')
    .select('id,title:cards->en->>title')
    .order('publish_date', { ascending: false })
    .limit(3);
  if (listed.error) throw new Error(listed.error.message);
  published = listed.data as unknown as { id: string; title: string }[];
});

beforeEach(async () => {
  localStorage.clear();
  const rest = await reader.rest();
  for (const table of ['favourites', 'reading_history'] as const) {
    const { error } = await rest.from(table).delete().eq('user_id', readerId);
    if (error) throw new Error(error.message);
  }
});

describe('a favourite', () => {
  it('is kept once, read back, and let go', async () => {
    const story = published[0].id;
    expect(await getIsFavourite(story, reader)).toBe(false);
    await setFavourite(story, true, reader);
    await setFavourite(story, true, reader);
    expect(await getIsFavourite(story, reader)).toBe(true);
    expect(await readerRows('favourites')).toHaveLength(1);
    await setFavourite(story, false, reader);
    expect(await getIsFavourite(story, reader)).toBe(false);
  });

  it('of a scheduled story is refused, with the refusal as its code', async () => {
    const error = await setFavourite(scheduled, true, reader).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LibraryError);
    expect(error).toMatchObject({ code: 'forbidden', dbCode: '42501' });
  });

  // A read is tried again before it fails (the REST client's retries), hence the longer wait.
  it('cannot be read or kept while the API is down: a network error', async () => {
    await expect(getIsFavourite(published[0].id, api.down)).rejects.toMatchObject({ code: 'network' });
    await expect(setFavourite(published[0].id, true, api.down)).rejects.toMatchObject({ code: 'network' });
  }, 30_000);
});

describe("the device's readings, at sign-in", () => {
  it('arrive in the database without duplicates, keep their times, and leave the device', async () => {
    const [newest, older] = published;
    // Already read on another device, later than on this one.
    await recordReading(older.id, reader);
    recordDeviceReading(older.id, new Date(Date.now() - 3 * DAY));
    recordDeviceReading(newest.id, new Date(Date.now() - DAY));

    expect(await mergeDeviceHistory(reader)).toBe(2);

    const rows = await readerRows('reading_history');
    expect(rows.map((row) => row.story_id).sort()).toEqual([newest.id, older.id].sort());
    const olderRow = rows.find((row) => row.story_id === older.id);
    expect(Date.now() - new Date(olderRow?.read_at ?? 0).getTime()).toBeLessThan(DAY);
    expect(readDeviceHistory()).toEqual([]);
    expect(localStorage.getItem(DEVICE_HISTORY_KEY)).toBeNull();
  });

  it('drop a story that is gone or not published, and still bring the others', async () => {
    recordDeviceReading(published[0].id);
    recordDeviceReading(scheduled);
    recordDeviceReading('00000000-0000-4000-8000-000000000000');
    recordDeviceReading('not-a-story');
    expect(await mergeDeviceHistory(reader)).toBe(1);
    expect((await readerRows('reading_history')).map((row) => row.story_id)).toEqual([published[0].id]);
    expect(readDeviceHistory()).toEqual([]);
  });

  it('stay on the device when the API is down, for the next try', async () => {
    recordDeviceReading(published[0].id);
    await expect(mergeDeviceHistory(api.down)).rejects.toMatchObject({ code: 'network' });
    expect(readDeviceHistory().map((entry) => entry.id)).toEqual([published[0].id]);
  });
});

describe('the My stories lists', () => {
  it('are empty for a new reader', async () => {
    expect(await getLibrary('en', reader)).toEqual({ favourites: [], history: [] });
  });

  it('hold the favourites and the readings newest first, as cards in the reader language', async () => {
    const [a, b, c] = published;
    await setFavourite(b.id, true, reader);
    await setFavourite(a.id, true, reader);
    recordDeviceReading(c.id, new Date(Date.now() - 2 * DAY));
    recordDeviceReading(a.id, new Date(Date.now() - DAY));
    await mergeDeviceHistory(reader);
    await recordReading(b.id, reader);

    const library = await getLibrary('en', reader);
    expect(library.favourites.map((entry) => entry.story.id)).toEqual([a.id, b.id]);
    expect(library.history.map((entry) => entry.story.id)).toEqual([b.id, a.id, c.id]);
    expect(library.history.map((entry) => entry.story.translations.en?.title)).toEqual([b.title, a.title, c.title]);
  });

  it("through the hook: merge this device's readings first, and ask nothing for a signed-out visitor", async () => {
    await setupI18n('en');
    setSupabase(reader);
    recordDeviceReading(published[1].id);
    useAuthStore.setState({ ...signedOutState, user: { id: readerId, email: READER.email, displayName: 'Reader' } });
    const { result, unmount } = renderHook(() => readSwr(useLibrary()), { wrapper: dataWrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.history.map((entry) => entry.story.id)).toEqual([published[1].id]);
    expect(readDeviceHistory()).toEqual([]);
    unmount();

    useAuthStore.setState(signedOutState);
    api.requests.length = 0;
    const signedOut = renderHook(() => readSwr(useLibrary()), { wrapper: dataWrapper() });
    expect(signedOut.result.current.data).toBeUndefined();
    expect(api.requests).toEqual([]);
  });
});
