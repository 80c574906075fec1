// A Supabase client made of the two parts Tales calls: Auth (auth-js) and the REST API (postgrest-js). It takes
// supabase-js's `createClient(url, key, options)` arguments and answers like it for `auth`, `from`, `rpc` and
// `schema` (same headers, defaults, session and errors); realtime, storage and functions are left out, so a
// page never downloads them, and auth-js is downloaded only when Auth has something to do (lazy-auth.ts).
import type { GoTrueClient, GoTrueClientOptions } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { createLazyAuth } from './lazy-auth';

type Fetch = typeof fetch;

/** supabase-js's options for the parts this client has; the URL and key alone are enough for a hosted project. */
export interface SupabaseClientOptions {
  db?: { schema?: string; timeout?: number; urlLengthLimit?: number; retry?: boolean };
  auth?: Omit<GoTrueClientOptions, 'url' | 'headers' | 'fetch' | 'hasCustomAuthorizationHeader'>;
  global?: { fetch?: Fetch; headers?: Record<string, string> };
}

export interface SupabaseClient {
  readonly auth: GoTrueClient;
  readonly from: PostgrestClient['from'];
  readonly rpc: PostgrestClient['rpc'];
  readonly schema: PostgrestClient['schema'];
}

/** supabase-js's auth defaults: a persisted, self-refreshing session, links read from the address, implicit flow. */
const AUTH_DEFAULTS = { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true, flowType: 'implicit' } as const;

function baseUrlOf(supabaseUrl: string): URL {
  const trimmed = supabaseUrl?.trim();
  if (!trimmed) throw new Error('supabaseUrl is required.');
  if (!/^https?:\/\//i.test(trimmed)) throw new Error('Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.');
  try {
    return new URL(trimmed.endsWith('/') ? trimmed : `${trimmed}/`);
  } catch {
    throw new Error('Invalid supabaseUrl: Provided URL is malformed.');
  }
}

/**
 * Every REST request carries the API key, and the signed-in user's access token as the bearer (the key when
 * nobody is signed in), asked per request so a refreshed token is used at once. Headers the caller set win.
 */
function withAuthHeaders(key: string, accessToken: () => Promise<string | null>, fetchImpl: Fetch): Fetch {
  return async (input, init) => {
    const token = await accessToken();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', key);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token ?? key}`);
    return fetchImpl(input, { ...init, headers });
  };
}

export function createSupabaseClient(supabaseUrl: string, supabaseKey: string, options: SupabaseClientOptions = {}): SupabaseClient {
  const base = baseUrlOf(supabaseUrl);
  if (!supabaseKey) throw new Error('supabaseKey is required.');
  const headers = options.global?.headers ?? {};
  const customFetch = options.global?.fetch;
  // Resolved per call, so a fetch installed after the client is made (tests, polyfills) is the one used.
  const fetchImpl: Fetch = customFetch ? (...args) => customFetch(...args) : (...args) => fetch(...args);

  const { auth, accessToken } = createLazyAuth({
    // The project ref names the stored session, as in supabase-js.
    storageKey: `sb-${base.hostname.split('.')[0]}-auth-token`,
    ...AUTH_DEFAULTS,
    ...options.auth,
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey, ...headers },
    fetch: customFetch,
    // With an Authorization header of the caller's own, getUser asks the server even without a session.
    hasCustomAuthorizationHeader: Object.keys(headers).some((name) => name.toLowerCase() === 'authorization'),
  });

  const rest = new PostgrestClient(new URL('rest/v1', base).href, {
    headers,
    schema: options.db?.schema ?? 'public',
    fetch: fetchImpl,
    wrapFetch: (inner) => withAuthHeaders(supabaseKey, accessToken, inner),
    timeout: options.db?.timeout,
    urlLengthLimit: options.db?.urlLengthLimit,
    retry: options.db?.retry,
  });

  return {
    auth,
    from: rest.from.bind(rest) as PostgrestClient['from'],
    rpc: rest.rpc.bind(rest) as PostgrestClient['rpc'],
    schema: rest.schema.bind(rest) as PostgrestClient['schema'],
  };
}
