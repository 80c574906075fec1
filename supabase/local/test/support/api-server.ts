import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openTestDatabase } from './test-database';
import {
  DEFAULT_ANON_KEY,
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_JWT_SECRET,
  DEFAULT_PUBLISHABLE_KEY,
  DEFAULT_SECRET_KEY,
  DEFAULT_SERVICE_ROLE_KEY,
  type AuthRateLimits,
} from '../../src/config';
import type { Database } from '../../src/db';
import { createServer, type ServerOptions } from '../../src/server';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** The options `client()` passes: no persisted, refreshed or URL-read session. */
export const TEST_CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** Builds the client `client()` answers, from supabase-js's `createClient` arguments. */
export type ClientFactory = (url: string, key: string, options: typeof TEST_CLIENT_OPTIONS) => SupabaseClient;

const supabaseJs: ClientFactory = (url, key, options) =>
  // Node 20 has no native WebSocket; realtime is never used here.
  createClient(url, key, { ...options, realtime: { transport: WebSocket as unknown as RealtimeTransport } });

let clientFactory: ClientFactory = supabaseJs;

/**
 * Makes `client()` and `signedIn()` build their clients with `factory` (a client taking supabase-js's arguments
 * and answering like it for auth, REST and RPC), so these suites can be run again against another client.
 */
export function setClientFactory(factory: ClientFactory): void {
  clientFactory = factory;
}

export const ANON_KEY = DEFAULT_ANON_KEY;
export const SERVICE_ROLE_KEY = DEFAULT_SERVICE_ROLE_KEY;
export const PUBLISHABLE_KEY = DEFAULT_PUBLISHABLE_KEY;
export const SECRET_KEY = DEFAULT_SECRET_KEY;
export const JWT_SECRET = DEFAULT_JWT_SECRET;
export const SITE_URL = 'http://127.0.0.1:3000';

/** Seeded accounts (supabase/seed.sql). */
export const ADMIN = { email: 'admin@tales.local', password: 'tales-admin-2026' };
export const READER = { email: 'reader@tales.local', password: 'tales-reader-2026' };

/** Suites sign up and in far more often than a person; the rate-limit tests pass their own small limits. */
export const GENEROUS_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_AUTH_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: 100_000 }]),
) as unknown as AuthRateLimits;

/** Suites send pattern filters far faster than a person; the attack tests pass the default rate. */
export const GENEROUS_PATTERN_RATE = { capacity: 100_000, refillPerSecond: 100_000 };

export interface OutboxMail {
  type: 'recovery' | 'email_change';
  to: string;
  subject: string;
  link: string;
  token: string;
  token_hash: string;
  created_at: string;
  text: string;
  html: string;
}

export interface TestApi {
  url: string;
  db: Database;
  outboxDir: string;
  /** Where the API keeps Storage objects (a fresh temporary folder). */
  storageDir: string;
  /** A fresh client (supabase-js unless `setClientFactory` chose another) with the anon key and no persisted session. */
  client(key?: string): SupabaseClient;
  /** Raw HTTP with the anon key as apikey (override any header). */
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  /** The mail catcher, read with the service-role key (newest first; optionally to one address). */
  outbox(email?: string): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

/**
 * The API in-process on a random port over a fresh database (in-memory PGlite, or a throw-away database on the
 * PostgreSQL at TEST_DATABASE_URL), with the real supabase-js as the client. `engine` sets the database's
 * statement deadline, queue limit or pool size, and `engine.observe` may wrap the database the server uses.
 */
export async function startTestApi(
  overrides: Partial<ServerOptions> = {},
  engine: Omit<NonNullable<Parameters<typeof openTestDatabase>[0]>, 'seed'> & {
    observe?: (db: Database) => Database;
  } = {},
): Promise<TestApi> {
  const { observe = (db: Database) => db, ...options } = engine;
  const database = await openTestDatabase({ seed: true, ...options });
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'tales-outbox-'));
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'tales-storage-'));
  const app = await createServer({
    db: observe(database.db),
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    siteUrl: SITE_URL,
    outboxDir,
    storageDir,
    authRateLimits: GENEROUS_RATE_LIMITS,
    restPatternRate: GENEROUS_PATTERN_RATE,
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    db: database.db,
    outboxDir,
    storageDir,
    client: (key = ANON_KEY) => clientFactory(url, key, TEST_CLIENT_OPTIONS),
    fetch: (pathAndQuery, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', ANON_KEY);
      return fetch(url + pathAndQuery, { ...init, headers });
    },
    async outbox(email) {
      const query = email === undefined ? '' : `?email=${encodeURIComponent(email)}`;
      const response = await fetch(`${url}/auth/v1/outbox${query}`, {
        headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      });
      if (response.status !== 200) throw new Error(`outbox answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as OutboxMail[];
    },
    async close() {
      await app.close();
      await database.close();
      await rm(outboxDir, { recursive: true, force: true });
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** Starts the test API before a test file's tests and closes it after them; the getter gives it to a test. */
export function testApiForFile(): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('the test API has not started');
    return api;
  };
}

/** A client signed in as the given account. */
export async function signedIn(api: TestApi, account: { email: string; password: string }): Promise<SupabaseClient> {
  const client = api.client();
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  return client;
}

let counter = 0;
/** A unique address per call, so tests never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@tales.local`;
}
