/** @jest-environment node */
// postgrest-js is downloaded only when a query asks for the REST client, against the real local API: a page view
// and a function read go out without it (with the reader's token when signed in), every query shares one
// download, and a download that fails fails its query only: the next query downloads it again.
import { ANON_KEY, READER, SERVICE_ROLE_KEY, testApiForFile } from '@tales/supabase-local/testing';
import type { SupabaseClient } from './create-client';

jest.setTimeout(60_000);

// Watches the REST chunk (rest-client.ts and postgrest-js): how often it is loaded, and a download that fails.
const mockRestChunk = { loads: 0, failNext: false };
jest.mock('./rest-client', () => {
  if (mockRestChunk.failNext) {
    mockRestChunk.failNext = false;
    throw new Error('Loading chunk supabase-rest failed.');
  }
  mockRestChunk.loads += 1;
  return jest.requireActual('./rest-client');
});

const api = testApiForFile();

// A fresh module registry per test, so each test sees whether it loaded the chunk itself.
let createSupabaseClient: typeof import('./create-client').createSupabaseClient;
let trackPageView: typeof import('./analytics').trackPageView;
beforeEach(async () => {
  jest.resetModules();
  mockRestChunk.loads = 0;
  mockRestChunk.failNext = false;
  ({ createSupabaseClient } = await import('./create-client'));
  ({ trackPageView } = await import('./analytics'));
});

function siteClient(storage: Map<string, string> = new Map()): SupabaseClient {
  return createSupabaseClient(api().url, ANON_KEY, {
    auth: {
      storageKey: 'tales-test-auth',
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: async (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
  });
}

/** The page views recorded under `title`, with their user, read with the service-role key. */
async function pageViews(title: string): Promise<{ path: string; language: string; user_id: string | null }[]> {
  const response = await api().fetch(
    `/rest/v1/page_views?select=path,language,user_id&title=eq.${encodeURIComponent(title)}`,
    {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { path: string; language: string; user_id: string | null }[];
}

const view = (title: string) => ({ title, location: `${api().url}/en`, path: '/en', language: 'en', referrer: '' });

describe('a page view', () => {
  it('is recorded for an anonymous reader without downloading the REST library', async () => {
    await expect(trackPageView(view('Lazy REST anonymous'), siteClient())).resolves.toBe(true);
    expect(await pageViews('Lazy REST anonymous')).toEqual([{ path: '/en', language: 'en', user_id: null }]);
    expect(mockRestChunk.loads).toBe(0);
  });

  it("is recorded as a signed-in reader's, with their token", async () => {
    const client = siteClient();
    const { data, error } = await client.auth.signInWithPassword(READER);
    expect(error).toBeNull();
    await expect(trackPageView(view('Lazy REST signed in'), client)).resolves.toBe(true);
    expect(await pageViews('Lazy REST signed in')).toEqual([{ path: '/en', language: 'en', user_id: data.user?.id }]);
    expect(mockRestChunk.loads).toBe(0);
  });

  it('that the API refuses resolves false', async () => {
    const client = siteClient();
    await expect(
      client.callFunction('record_page_view', {
        title: 'x'.repeat(101),
        location: '',
        path: '',
        language: '',
        referrer: '',
      }),
    ).resolves.toBe(false);
    await expect(client.callFunction('no_such_function', { title: 'Lazy REST' })).resolves.toBe(false);
  });
});

describe('a function read', () => {
  it('answers rows as rpc().select().limit() does, without downloading the REST library', async () => {
    const client = siteClient();
    const args = { day: new Date().toISOString().slice(0, 10), tz: 'UTC' };
    const light = await client.readFunction<{ id: string; publish_date: string }[]>('story_of_the_day', args, {
      select: 'id, publish_date',
      limit: 1,
    });
    expect(mockRestChunk.loads).toBe(0);
    const full = await (await client.rest()).rpc('story_of_the_day', args).select('id, publish_date').limit(1);
    expect(light).toEqual({ data: full.data, error: null });
    expect(light.data).toHaveLength(1);
  });

  it("answers PostgREST's error with its code, and a request that never arrived with an empty code", async () => {
    const refused = await siteClient().readFunction('story_of_the_day', { day: 'not a day', tz: 'UTC' });
    expect(refused.data).toBeNull();
    expect(refused.error?.code).toBe('22007');
    const unreachable = await createSupabaseClient('http://127.0.0.1:9', ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }).readFunction('story_of_the_day', {});
    expect(unreachable).toMatchObject({ data: null, error: { code: '' } });
    expect(mockRestChunk.loads).toBe(0);
  });
});

describe('a query', () => {
  it('is answered like postgrest-js, downloading the library once for every query', async () => {
    const client = siteClient();
    expect(mockRestChunk.loads).toBe(0);
    const [latest, story] = await Promise.all([
      client
        .rest()
        .then((rest) => rest.from('stories').select('id').order('publish_date', { ascending: false }).limit(2)),
      client.rest().then((rest) =>
        rest
          .rpc('story_of_the_day', { day: new Date().toISOString().slice(0, 10), tz: 'UTC' })
          .select('id')
          .single(),
      ),
    ]);
    expect(latest.error).toBeNull();
    expect(latest.data).toHaveLength(2);
    expect(story.error).toBeNull();
    expect(typeof (story.data as { id: string }).id).toBe('string');
    const missing = await (await client.rest()).from('no_such_table').select('*');
    expect(missing.error?.code).toBe('PGRST205');
    expect(missing.status).toBe(404);
    expect(mockRestChunk.loads).toBe(1);
  });

  it('in another schema carries that schema', async () => {
    const { error, status } = await (await siteClient().rest()).schema('no_such_schema').from('stories').select('id');
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST106');
  });

  it('whose download fails is rejected, and the next query downloads the library again', async () => {
    const client = siteClient();
    mockRestChunk.failNext = true;
    await expect(client.rest()).rejects.toThrow('Loading chunk supabase-rest failed.');
    expect(mockRestChunk.loads).toBe(0);
    const { data, error } = await (await client.rest()).from('stories').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(mockRestChunk.loads).toBe(1);
  });

  it('runs as the signed-in reader, with the token Auth holds at the time of the request', async () => {
    const client = siteClient();
    const rest = await client.rest();
    // The API key alone reads no profile (refused, or none).
    expect((await rest.from('profiles').select('email').eq('email', READER.email)).data ?? []).toEqual([]);
    await client.auth.signInWithPassword(READER);
    expect((await rest.from('profiles').select('email').eq('email', READER.email)).data).toEqual([
      { email: READER.email },
    ]);
  });
});
