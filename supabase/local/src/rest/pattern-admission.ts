import type { TokenBucketPolicy, TokenBuckets } from '../http/token-bucket';
import { RestError } from './errors';
import type { FilterNode } from './query/filter';
import { filterCost } from './query/filter-budget';

/**
 * How many pattern conditions (like, ilike, match, imatch) one client address may send over time. A regular
 * expression costs two tokens, a like one: a full bucket is one request at the filter budget's limit and a bit,
 * and two tokens a second keep a person searching by hand well within it, while a loop of such requests gets 429s
 * instead of the database's time.
 */
export const DEFAULT_PATTERN_RATE: TokenBucketPolicy = { capacity: 16, refillPerSecond: 2 };

/** Tokens a request's filters take from its address' bucket. */
export function patternTokens(filters: readonly FilterNode[]): number {
  const cost = filterCost(filters);
  return cost.patternConditions + cost.regexConditions;
}

/**
 * Lets a request with pattern filters through while its address has tokens left; otherwise 429 with Retry-After,
 * answered before the request reaches the database. Requests without patterns never wait here.
 */
export function admitPatterns(buckets: TokenBuckets, clientAddress: string, filters: readonly FilterNode[]): void {
  const tokens = patternTokens(filters);
  if (tokens === 0) return;
  const taken = buckets.take(clientAddress, tokens);
  if (taken.ok) return;
  const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
  throw new RestError(
    429,
    'PGRST429',
    'Too many requests with pattern filters from this address',
    `like, ilike, match and imatch filters are limited per client address; this one may send more in ${seconds} s`,
    'Wait for Retry-After seconds, or filter with eq, in or ranges, which cost the database far less',
    { 'Retry-After': String(seconds) },
  );
}
