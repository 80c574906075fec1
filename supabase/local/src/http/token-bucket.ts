import type { Clock } from '../auth/rate-limit';

export interface TokenBucketPolicy {
  /** Tokens a key starts with and may save up: the burst it is allowed. */
  capacity: number;
  /** Tokens given back per second: the rate it may keep up. */
  refillPerSecond: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Most keys remembered; a full bucket is the same as a forgotten one, so those are dropped first. */
const MAX_KEYS = 10_000;

/**
 * One token bucket per key (a client's address): a request takes as many tokens as it costs, and is refused while
 * the bucket holds fewer, with the time until it will hold enough. Memory stays bounded by forgetting full buckets.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly policy: TokenBucketPolicy,
    private readonly now: Clock = Date.now,
  ) {}

  private current(key: string): Bucket {
    const at = this.now();
    const previous = this.buckets.get(key);
    const tokens =
      previous === undefined
        ? this.policy.capacity
        : Math.min(this.policy.capacity, previous.tokens + ((at - previous.at) / 1000) * this.policy.refillPerSecond);
    return { tokens, at };
  }

  /** Takes `cost` tokens; when the bucket holds fewer, takes none and returns the milliseconds until it will. */
  take(key: string, cost: number): { ok: true } | { ok: false; retryAfterMs: number } {
    const bucket = this.current(key);
    // A request costing more than the capacity could never pass; it waits for a full bucket instead.
    const needed = Math.min(cost, this.policy.capacity);
    if (bucket.tokens < needed) {
      this.buckets.set(key, bucket);
      return { ok: false, retryAfterMs: Math.ceil(((needed - bucket.tokens) / this.policy.refillPerSecond) * 1000) };
    }
    bucket.tokens -= needed;
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_KEYS) this.forgetFull();
    return { ok: true };
  }

  private forgetFull(): void {
    for (const key of [...this.buckets.keys()]) {
      if (this.current(key).tokens >= this.policy.capacity) this.buckets.delete(key);
    }
  }
}
