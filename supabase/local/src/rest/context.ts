import type { Database, RequestIdentity } from '../db';
import type { CatalogCache } from './catalog';

export interface RestContext {
  db: Database;
  catalog: CatalogCache;
}

export type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

/** A REST call, already authenticated; independent of the HTTP framework. */
export interface RestRequest {
  method: RestMethod;
  /** Path after /rest/v1, e.g. `/stories` or `/rpc/story_of_the_day`. */
  path: string;
  search: URLSearchParams;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON body; undefined when there was none. */
  body: unknown;
  identity: RequestIdentity;
}
