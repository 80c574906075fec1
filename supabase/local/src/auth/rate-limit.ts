import type { AuthRateLimits, RateLimit } from '../config';
import { MAIL_MAX_FREQUENCY_SECONDS } from './mail-frequency';

export type Clock = () => number;

/** Counts events per key in a sliding window; memory stays bounded by pruning idle keys. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: Clock = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.limit.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  /** True when the key has used up its allowance. */
  isExhausted(key: string): boolean {
    return this.recent(key).length >= this.limit.max;
  }

  /** Records one event; false when it is over the limit. */
  hit(key: string): boolean {
    const kept = this.recent(key);
    if (kept.length >= this.limit.max) return false;
    kept.push(this.now());
    this.hits.set(key, kept);
    if (this.hits.size > 10_000) this.prune();
    return true;
  }

  /** Milliseconds until the key may act again (0 when it may now). */
  retryAfterMs(key: string): number {
    const kept = this.recent(key);
    if (kept.length < this.limit.max) return 0;
    if (this.limit.max === 0) return this.limit.windowMs;
    return Math.max(0, kept[kept.length - this.limit.max] + this.limit.windowMs - this.now());
  }

  private prune(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

export type AuthLimiters = Record<keyof AuthRateLimits, SlidingWindowLimiter> & {
  /** One reset mail per address per max_frequency, kept in memory so unknown addresses count the same. */
  recoverMailFrequency: SlidingWindowLimiter;
};

export function createAuthLimiters(limits: AuthRateLimits, clock: Clock = Date.now): AuthLimiters {
  const entries = Object.entries(limits).map(([name, limit]) => [name, new SlidingWindowLimiter(limit, clock)]);
  const configured = Object.fromEntries(entries) as Record<keyof AuthRateLimits, SlidingWindowLimiter>;
  const recoverMailFrequency = new SlidingWindowLimiter({ max: 1, windowMs: MAIL_MAX_FREQUENCY_SECONDS * 1000 }, clock);
  return { ...configured, recoverMailFrequency };
}
