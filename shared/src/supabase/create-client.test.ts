/** @jest-environment node */
// The site's client next to supabase-js on the same steps against the real local API: the same requests (URL,
// method, headers, body), the same answers and errors, the same auth events and stored session.
import { createClient } from '@supabase/supabase-js';
import { ANON_KEY, READER, testApiForFile } from '@tales/supabase-local/testing';
import { createSupabaseClient, type SupabaseClient, type SupabaseClientOptions } from './create-client';
import type { RestClient } from './rest-client';

jest.setTimeout(60_000);

type SentRequest = { method: string; url: string; headers: Record<string, string>; body: string | null };
type Factory = (url: string, key: string, options: SupabaseClientOptions) => Pick<SupabaseClient, 'auth' | 'rest'>;

/** Who made the client is said in this header only; everything else must match. */
const CLIENT_INFO = 'x-client-info';

/** supabase-js, its REST methods reached as the site's client reaches them. */
const supabaseJs: Factory = (url, key, options) => {
  // realtime is never used; Node 20 has no WebSocket, so any class stands in for one.
  const client = createClient(url, key, { ...options, realtime: { transport: class {} as never } });
  return { auth: client.auth as unknown as SupabaseClient['auth'], rest: async () => client as unknown as RestClient };
};

const api = testApiForFile();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function recordingFetch(sent: SentRequest[]): typeof fetch {
  return async (input, init) => {
    const headers = Object.fromEntries(
      [...new Headers(init?.headers).entries()].filter(([name]) => name !== CLIENT_INFO),
    );
    const url = input instanceof Request ? input.url : String(input);
    sent.push({
      method: init?.method ?? 'GET',
      url: url.replace(api().url, ''),
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    });
    return fetch(input, init);
  };
}

const errorOf = (error: { name?: string; code?: string; status?: number; message?: string } | null) =>
  error && { name: error.name, code: error.code, status: error.status, message: error.message };

/** A reader's visit: anonymous reads and errors, sign-in, reads and a write as the reader, refresh, sign-out. */
async function visit(factory: Factory) {
  const sent: SentRequest[] = [];
  const storage = memoryStorage();
  const client = factory(api().url, ANON_KEY, {
    auth: { storage, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: recordingFetch(sent) },
  });
  const db = await client.rest();
  const events: string[] = [];
  const { data: listener } = client.auth.onAuthStateChange((event, session) =>
    events.push(`${event}:${session ? 'session' : 'none'}`),
  );
  const steps: unknown[] = [];
  const step = async (result: PromiseLike<{ data: unknown; error: unknown; status?: number }>) => {
    const { data, error, status } = await result;
    steps.push({ data, error: errorOf(error as never), status });
  };

  await step(db.from('stories').select('author').eq('author', 'nobody').limit(1));
  await step(db.from('no_such_table').select('*'));
  await step(db.from('stories').select('author').eq('author', 'nobody').single());
  await step(db.rpc('story_of_the_day', { day: '2001-01-01', tz: 'UTC' }).select('author'));
  await step(db.from('page_views').select('title'));
  const wrong = await client.auth.signInWithPassword({ email: READER.email, password: 'not-the-password' });
  steps.push({ wrongPassword: errorOf(wrong.error) });
  const signIn = await client.auth.signInWithPassword(READER);
  steps.push({ signedIn: signIn.data.user?.email, error: signIn.error });
  const session = (await client.auth.getSession()).data.session;
  await step(db.from('profiles').select('email, role').eq('email', READER.email));
  await step(db.from('profiles').update({ role: 'admin' }).eq('email', READER.email).select('role'));
  const refreshed = await client.auth.refreshSession();
  steps.push({ refreshed: refreshed.data.session?.refresh_token !== session?.refresh_token, error: refreshed.error });
  const storedKeys = [...storage.items.keys()];
  await client.auth.signOut();
  await step(db.from('profiles').select('email').eq('email', READER.email));
  listener.subscription.unsubscribe();

  // Tokens differ between two sign-ins: compare requests with the session's tokens named, not spelled out. An
  // access token refreshed within the same second is the same token, so both go by one name.
  const tokens = new Map<string, string>([[ANON_KEY, 'ANON_KEY']]);
  for (const { access_token, refresh_token } of [session, refreshed.data.session].flatMap((s) => (s ? [s] : []))) {
    tokens
      .set(access_token, 'READER_TOKEN')
      .set(refresh_token, refresh_token === session?.refresh_token ? 'REFRESH_TOKEN' : 'NEW_REFRESH_TOKEN');
  }
  const named = (text: string) => [...tokens].reduce((out, [token, name]) => out.split(token).join(name), text);
  const requests = sent.map((request) => JSON.parse(named(JSON.stringify(request))) as SentRequest);
  return { requests, steps: JSON.parse(named(JSON.stringify(steps))) as unknown[], events, storedKeys };
}

describe('the site client and supabase-js on the same visit', () => {
  let site: Awaited<ReturnType<typeof visit>>;
  let reference: Awaited<ReturnType<typeof visit>>;
  beforeAll(async () => {
    reference = await visit(supabaseJs);
    site = await visit(createSupabaseClient);
  });

  it('send the same requests: URL, method, API key, bearer token, profile and Prefer headers, body', () => {
    expect(site.requests).toEqual(reference.requests);
    // The visit did reach both APIs with the reader's token and the key alone.
    expect(
      site.requests.map((request) => `${request.method} ${request.url.split('?')[0]} ${request.headers.authorization}`),
    ).toEqual([
      'GET /rest/v1/stories Bearer ANON_KEY',
      'GET /rest/v1/no_such_table Bearer ANON_KEY',
      'GET /rest/v1/stories Bearer ANON_KEY',
      'POST /rest/v1/rpc/story_of_the_day Bearer ANON_KEY',
      'GET /rest/v1/page_views Bearer ANON_KEY',
      'POST /auth/v1/token Bearer ANON_KEY',
      'POST /auth/v1/token Bearer ANON_KEY',
      'GET /rest/v1/profiles Bearer READER_TOKEN',
      'PATCH /rest/v1/profiles Bearer READER_TOKEN',
      'POST /auth/v1/token Bearer ANON_KEY',
      'POST /auth/v1/logout Bearer READER_TOKEN',
      'GET /rest/v1/profiles Bearer ANON_KEY',
    ]);
    expect(site.requests.every((request) => request.headers.apikey === 'ANON_KEY')).toBe(true);
  });

  it('give the same answers and the same errors (name, code, status, message)', () => {
    expect(site.steps).toEqual(reference.steps);
    expect(site.steps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ error: expect.objectContaining({ code: 'PGRST205' }), status: 404 }),
        expect.objectContaining({ error: expect.objectContaining({ code: 'PGRST116' }), status: 406 }),
        { wrongPassword: expect.objectContaining({ name: 'AuthApiError', code: 'invalid_credentials', status: 400 }) },
        { signedIn: READER.email, error: null },
        { refreshed: true, error: null },
      ]),
    );
  });

  it('report the same auth events and keep the session under the same default key', () => {
    expect(site.events).toEqual(reference.events);
    expect(site.events).toEqual([
      'INITIAL_SESSION:none',
      'SIGNED_IN:session',
      'TOKEN_REFRESHED:session',
      'SIGNED_OUT:none',
    ]);
    expect(site.storedKeys).toEqual(reference.storedKeys);
    expect(site.storedKeys).toEqual(['sb-127-auth-token']);
  });
});

describe('configuration', () => {
  it.each([
    ['', 'supabaseUrl is required.'],
    ['127.0.0.1:54321', 'Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.'],
    ['http://exa mple.com', 'Invalid supabaseUrl: Provided URL is malformed.'],
  ])('refuses the URL %j like supabase-js', (url, message) => {
    expect(() => createSupabaseClient(url, ANON_KEY)).toThrow(message);
    expect(() => supabaseJs(url, ANON_KEY, {})).toThrow(message);
  });

  it('refuses a missing key like supabase-js', () => {
    expect(() => createSupabaseClient('https://project.supabase.co', '')).toThrow('supabaseKey is required.');
    expect(() => supabaseJs('https://project.supabase.co', '', {})).toThrow('supabaseKey is required.');
  });

  it('sends the caller’s own headers, and an Authorization header of the caller’s wins over the session', async () => {
    const sent: SentRequest[] = [];
    const client = createSupabaseClient(api().url, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: recordingFetch(sent), headers: { 'x-tales-test': 'yes', Authorization: `Bearer ${ANON_KEY}` } },
    });
    await client.auth.signInWithPassword(READER);
    const { error } = await (await client.rest()).from('stories').select('id').limit(1);
    expect(error).toBeNull();
    expect(sent.at(-1)?.headers).toMatchObject({
      'x-tales-test': 'yes',
      authorization: `Bearer ${ANON_KEY}`,
      apikey: ANON_KEY,
      'accept-profile': 'public',
    });
  });
});
