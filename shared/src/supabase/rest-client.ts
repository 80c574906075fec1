// The REST API client itself (postgrest-js). Only the lazy REST (lazy-rest.ts, through create-client.ts) imports
// this module, and only dynamically, so it is a chunk of its own that a reader's server-rendered first load never
// downloads.
import { PostgrestClient } from '@supabase/postgrest-js';

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
