import type { RateLimit } from '../config';

/** Counts events per key in a sliding window; memory stays bounded by pruning idle keys. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly limit: RateLimit, private readonly now: () => number = Date.now) {}

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

  private prune(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}
