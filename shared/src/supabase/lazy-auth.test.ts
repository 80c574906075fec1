/** @jest-environment node */
// Supabase Auth is downloaded only when it has something to do, against the real local API: an anonymous
// reader's queries go out with the API key and never load auth-js; a stored session loads it at once and every
// query, even one made while it loads, carries the user's token; signing in and out moves between the two.
import { ANON_KEY, READER, testApiForFile } from '@tales/supabase-local/testing';
import type { SupabaseClient } from './create-client';

jest.setTimeout(60_000);

// Watches the auth chunk (auth-client.ts and auth-js): how often it is loaded; it then loads for real.
const mockAuthChunk = { loads: 0 };
jest.mock('./auth-client', () => {
  mockAuthChunk.loads += 1;
  return jest.requireActual('./auth-client');
});

const STORAGE_KEY = 'tales-test-auth';

const api = testApiForFile();

// A fresh module registry per test, so each test sees whether it loaded the chunk itself.
let createSupabaseClient: typeof import('./create-client').createSupabaseClient;
beforeEach(async () => {
  jest.resetModules();
  mockAuthChunk.loads = 0;
  ({ createSupabaseClient } = await import('./create-client'));
});

type Storage = {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Storage whose reads can be held: `hold()` makes the next reads wait until `release()`. */
function deviceStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  let gate: Promise<void> | undefined;
  let open = () => undefined as void;
  const heldReads: (() => void)[] = [];
  const storage: Storage = {
    async getItem(key) {
      if (gate) {
        heldReads.splice(0).forEach((notify) => notify());
        await gate;
      }
      return items.get(key) ?? null;
    },
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return {
    storage,
    items,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    /** Resolves when a held read has started. */
    nextHeldRead: () => new Promise<void>((resolve) => heldReads.push(resolve)),
    release() {
      gate = undefined;
      open();
    },
  };
}

function recordingFetch(bearers: string[]): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/rest/v1/')) bearers.push(new Headers(init?.headers).get('authorization') ?? '');
    return fetch(input, init);
  };
}

function siteClient(storage: Storage, bearers: string[]): SupabaseClient {
  return createSupabaseClient(api().url, ANON_KEY, {
    auth: { storage, storageKey: STORAGE_KEY, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: recordingFetch(bearers) },
  });
}

/** The auth events a client reports, and a way to wait for the n-th. */
function listen(client: SupabaseClient) {
  const events: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  client.auth.onAuthStateChange((event, session) => {
    events.push(`${event}:${session ? session.user.email : 'none'}`);
    waiting.filter((w) => events.length >= w.count).forEach((w) => w.resolve());
  });
  const received = (count: number) =>
    new Promise<void>((resolve) => (events.length >= count ? resolve() : waiting.push({ count, resolve })));
  return { events, received };
}

/** A session of the reader as the site stores it, made by another client. */
async function readerSession(): Promise<string> {
  const response = await api().fetch('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(READER),
  });
  expect(response.status).toBe(200);
  return JSON.stringify(await response.json());
}

/** The profiles a caller may read: their own when signed in, none for the API key (refused or empty). */
const ownProfiles = async (client: SupabaseClient) => {
  const { data } = await (await client.rest()).from('profiles').select('email');
  return { data: data ?? [] };
};

describe('an anonymous reader', () => {
  it('reads with the API key, hears "signed out", and never loads auth-js', async () => {
    const bearers: string[] = [];
    const client = siteClient(deviceStorage().storage, bearers);
    const { events, received } = listen(client);

    const story = await (
      await client.rest()
    )
      .rpc('story_of_the_day', { day: new Date().toISOString().slice(0, 10), tz: 'UTC' })
      .select('author');
    expect(story.error).toBeNull();
    expect(story.data).toHaveLength(1);
    expect((await ownProfiles(client)).data).toEqual([]);
    await received(1);

    expect(events).toEqual(['INITIAL_SESSION:none']);
    expect(bearers).toEqual([`Bearer ${ANON_KEY}`, `Bearer ${ANON_KEY}`]);
    expect(mockAuthChunk.loads).toBe(0);
  });

  it('signs in (auth-js loads then), reads as the user, and is back on the API key after signing out', async () => {
    const bearers: string[] = [];
    const device = deviceStorage();
    const client = siteClient(device.storage, bearers);
    const { events, received } = listen(client);
    await received(1);
    expect((await ownProfiles(client)).data).toEqual([]);
    expect(mockAuthChunk.loads).toBe(0);

    const { data, error } = await client.auth.signInWithPassword(READER);
    expect(error).toBeNull();
    expect(mockAuthChunk.loads).toBe(1);
    expect((await ownProfiles(client)).data).toEqual([{ email: READER.email }]);
    expect(device.items.has(STORAGE_KEY)).toBe(true);

    await client.auth.signOut();
    expect((await ownProfiles(client)).data).toEqual([]);
    await received(3);
    // "Signed out" was told before auth-js loaded; it is not told again when auth-js reports its first session.
    expect(events).toEqual(['INITIAL_SESSION:none', `SIGNED_IN:${READER.email}`, 'SIGNED_OUT:none']);
    expect(bearers).toEqual([`Bearer ${ANON_KEY}`, `Bearer ${data.session?.access_token}`, `Bearer ${ANON_KEY}`]);
    expect(mockAuthChunk.loads).toBe(1);
  });
});

describe('a session stored on the device', () => {
  it('loads auth-js at once; the first query and every event already have the user', async () => {
    const bearers: string[] = [];
    const session = await readerSession();
    const client = siteClient(deviceStorage({ [STORAGE_KEY]: session }).storage, bearers);
    const { events, received } = listen(client);

    expect((await ownProfiles(client)).data).toEqual([{ email: READER.email }]);
    // auth-js restores the session (SIGNED_IN) and then reports it as the first session, as supabase-js does.
    await received(2);
    expect(events).toEqual([`SIGNED_IN:${READER.email}`, `INITIAL_SESSION:${READER.email}`]);
    expect(bearers).toEqual([`Bearer ${JSON.parse(session).access_token}`]);
    expect(mockAuthChunk.loads).toBe(1);
  });

  it('makes a query started while auth-js is loading wait for it, and carry the user token', async () => {
    const bearers: string[] = [];
    const session = await readerSession();
    const device = deviceStorage({ [STORAGE_KEY]: session });
    const client = siteClient(device.storage, bearers);
    // auth-js has loaded and is reading the stored session, which the device holds back for now.
    device.hold();
    const authReading = device.nextHeldRead();
    await authReading;
    expect(mockAuthChunk.loads).toBe(1);

    const query = ownProfiles(client);
    device.release();
    expect((await query).data).toEqual([{ email: READER.email }]);
    expect(bearers).toEqual([`Bearer ${JSON.parse(session).access_token}`]);
  });

  it('stored later (another tab signed in) is picked up by the next query, and heard as a sign-in', async () => {
    const bearers: string[] = [];
    const device = deviceStorage();
    const client = siteClient(device.storage, bearers);
    const { events, received } = listen(client);
    await received(1);
    expect((await ownProfiles(client)).data).toEqual([]);

    device.items.set(STORAGE_KEY, await readerSession());
    expect((await ownProfiles(client)).data).toEqual([{ email: READER.email }]);
    await received(2);
    expect(events).toEqual(['INITIAL_SESSION:none', `SIGNED_IN:${READER.email}`]);
    expect(mockAuthChunk.loads).toBe(1);
  });
});
