// A Supabase client made of the two parts Tales calls: Auth (auth-js) and the REST API (postgrest-js). It takes
// supabase-js's `createClient(url, key, options)` arguments and answers like it for `auth` and, through `rest()`,
// for `from`, `rpc` and `schema` (same headers, defaults, session and errors); realtime, storage and functions are
// left out, so a page never downloads them. auth-js is downloaded only when Auth has something to do
// (lazy-auth.ts) and postgrest-js when the first query asks for it: queries are code loaded on demand themselves
// (a page's data module), so they await the REST client once instead of calling a stand-in.
import type { GoTrueClient, GoTrueClientOptions } from '@supabase/auth-js';
import { loadOnce } from '../load/once';
import { createLazyAuth } from './lazy-auth';
import type { RestClient, RestClientOptions } from './rest-client';

type Fetch = typeof fetch;

/** supabase-js's options for the parts this client has; the URL and key alone are enough for a hosted project. */
export interface SupabaseClientOptions {
  db?: { schema?: string; timeout?: number; urlLengthLimit?: number; retry?: boolean };
  auth?: Omit<GoTrueClientOptions, 'url' | 'headers' | 'fetch' | 'hasCustomAuthorizationHeader'>;
  global?: { fetch?: Fetch; headers?: Record<string, string> };
}

export interface SupabaseClient {
  readonly auth: GoTrueClient;
  /** The REST API (supabase-js's `from`, `rpc` and `schema`), its library downloaded on the first call. */
  rest(): Promise<RestClient>;
  /**
   * Calls a database function of the client's schema, as `rpc(name, args)` sends it, and answers whether the API
   * accepted the call, never throwing. It needs no postgrest-js, so what every page load sends (its page view)
   * does not download the REST library.
   */
  callFunction(name: string, args: Record<string, unknown>): Promise<boolean>;
  /**
   * Calls a database function and answers its rows as `rpc(name, args).select(columns).limit(n)` does (`query`
   * holds `select` and `limit`), errors included, without the REST library: the reader's first page may need one
   * such read (the story of a day in the reader's zone), and postgrest-js would be most of the code it downloads.
   */
  readFunction<T>(name: string, args: Record<string, unknown>, query?: FunctionQuery): Promise<FunctionAnswer<T>>;
}

export type FunctionQuery = { select?: string; limit?: number };
/** PostgREST's error body; `code` is empty when the request never reached the API (as postgrest-js says it). */
export type FunctionError = { message: string; code: string; details: string | null; hint: string | null };
export type FunctionAnswer<T> = { data: T; error: null } | { data: null; error: FunctionError };

/** postgrest-js and the site's way of making its client (rest-client.ts). */
type RestLibrary = typeof import('./rest-client');

/** supabase-js's auth defaults: a persisted, self-refreshing session, links read from the address, implicit flow. */
const AUTH_DEFAULTS = {
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
} as const;

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

/** The client's parts; its REST client is made from the library it is given. */
function clientParts(supabaseUrl: string, supabaseKey: string, options: SupabaseClientOptions) {
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

  const restUrl = new URL('rest/v1', base).href;
  const schema = options.db?.schema ?? 'public';
  const authedFetch = withAuthHeaders(supabaseKey, accessToken, fetchImpl);
  const restOptions: RestClientOptions = {
    headers,
    schema,
    fetch: fetchImpl,
    wrapFetch: (inner) => withAuthHeaders(supabaseKey, accessToken, inner),
    timeout: options.db?.timeout,
    urlLengthLimit: options.db?.urlLengthLimit,
    retry: options.db?.retry,
  };

  async function callFunction(name: string, args: Record<string, unknown>): Promise<boolean> {
    try {
      const response = await authedFetch(`${restUrl}/rpc/${name}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Profile': schema, 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
        signal: options.db?.timeout ? AbortSignal.timeout(options.db.timeout) : undefined,
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  async function readFunction<T>(
    name: string,
    args: Record<string, unknown>,
    query: FunctionQuery = {},
  ): Promise<FunctionAnswer<T>> {
    const url = new URL(`${restUrl}/rpc/${name}`);
    // postgrest-js sends the column list without its spaces.
    if (query.select) url.searchParams.set('select', query.select.replace(/\s/g, ''));
    if (query.limit !== undefined) url.searchParams.set('limit', String(query.limit));
    try {
      const response = await authedFetch(url.href, {
        method: 'POST',
        headers: { ...headers, 'Content-Profile': schema, 'Content-Type': 'application/json' },
        body: JSON.stringify(args),
        signal: options.db?.timeout ? AbortSignal.timeout(options.db.timeout) : undefined,
      });
      const body: unknown = await response.json();
      if (response.ok) return { data: body as T, error: null };
      const error = body as Partial<FunctionError>;
      return {
        data: null,
        error: {
          message: error.message ?? `HTTP ${response.status}`,
          code: error.code ?? '',
          details: error.details ?? null,
          hint: error.hint ?? null,
        },
      };
    } catch (failure) {
      const { name: kind, message } = failure as Error;
      return { data: null, error: { message: `${kind}: ${message}`, code: '', details: null, hint: null } };
    }
  }

  return {
    auth,
    callFunction,
    readFunction,
    restClient: (library: RestLibrary) => library.createRestClient(restUrl, restOptions),
  };
}

export function createSupabaseClient(
  supabaseUrl: string,
  supabaseKey: string,
  options: SupabaseClientOptions = {},
): SupabaseClient {
  const { auth, callFunction, readFunction, restClient } = clientParts(supabaseUrl, supabaseKey, options);
  const rest = loadOnce(() => import(/* webpackChunkName: "supabase-rest" */ './rest-client').then(restClient));
  return { auth, callFunction, readFunction, rest: () => rest() };
}

/**
 * The same client with postgrest-js given up front, so `from`, `rpc` and `schema` are there at once as in
 * supabase-js: for code written against supabase-js (the local API's contract suites), never for a page.
 */
export function createSupabaseClientWith(
  library: RestLibrary,
  supabaseUrl: string,
  supabaseKey: string,
  options: SupabaseClientOptions = {},
): SupabaseClient & RestClient {
  const { auth, callFunction, readFunction, restClient } = clientParts(supabaseUrl, supabaseKey, options);
  const rest = restClient(library);
  return {
    auth,
    callFunction,
    readFunction,
    rest: async () => rest,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    schema: rest.schema.bind(rest),
  };
}
