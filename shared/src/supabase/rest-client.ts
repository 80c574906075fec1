// The REST API client itself (postgrest-js). The site's client (create-client.ts) imports this module only
// dynamically, on its first query, so it is a chunk of its own that a reader's server-rendered first load never
// downloads.
import { PostgrestClient } from '@supabase/postgrest-js';

/** What the site calls of postgrest-js: supabase-js's `from`, `rpc` and `schema`. */
export type RestClient = Pick<PostgrestClient, 'from' | 'rpc' | 'schema'>;

type Fetch = typeof fetch;

export interface RestClientOptions {
  headers: Record<string, string>;
  schema: string;
  fetch: Fetch;
  wrapFetch: (inner: Fetch) => Fetch;
  timeout?: number;
  urlLengthLimit?: number;
  retry?: boolean;
}

export function createRestClient(url: string, options: RestClientOptions): PostgrestClient {
  // The schema is the caller's choice at run time (supabase-js's `db.schema`), not a type parameter.
  return new PostgrestClient(url, options) as unknown as PostgrestClient;
}
