import type { Database, RequestIdentity } from '../db';
import type { TokenBuckets } from '../http/token-bucket';
import type { CatalogCache } from './catalog';

export interface RestContext {
  db: Database;
  catalog: CatalogCache;
  /** Pattern filters (like, ilike, match, imatch) left to each client address. */
  patternBuckets: TokenBuckets;
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
  /** The client's address as the socket reports it: budgets over time are kept per address. */
  clientAddress: string;
}
