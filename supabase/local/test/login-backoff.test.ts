/** @jest-environment node */
import { LoginBackoff } from '../src/auth/login-backoff';
import { SlidingWindowLimiter } from '../src/auth/rate-limit';

const policy = { freeFailures: 2, accountFreeFailures: 4, baseDelayMs: 1000, maxDelayMs: 8000, memoryMs: 60_000 };

describe('LoginBackoff', () => {
  let now = 0;
  const backoff = () => new LoginBackoff(policy, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('doubles the wait of the failing address after its free failures, up to the cap', () => {
    const b = backoff();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      b.recordFailure('ana@tales.local', '10.0.0.1');
      waits.push(b.waitMs('ana@tales.local', '10.0.0.1'));
    }
    expect(waits).toEqual([0, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(b.waitMs('ana@tales.local', '10.0.0.2')).toBe(0);
    expect(b.waitMs('bob@tales.local', '10.0.0.1')).toBe(0);
    now += 3000;
    expect(b.waitMs('ana@tales.local', '10.0.0.1')).toBe(5000);
  });

  it('slows every failing address once the account has many failures, never a fresh one', () => {
    const b = backoff();
    for (const address of ['a', 'b', 'c', 'd']) b.recordFailure('ana@tales.local', address);
    expect(['a', 'b', 'c', 'd', 'fresh'].map((address) => b.waitMs('ana@tales.local', address))).toEqual([
      1000, 1000, 1000, 1000, 0,
    ]);
  });

  it('forgets failures after a success from that address, and after the memory', () => {
    const b = backoff();
    for (let i = 0; i < 3; i++) b.recordFailure('ana@tales.local', 'a');
    b.recordSuccess('ana@tales.local', 'a');
    expect(b.waitMs('ana@tales.local', 'a')).toBe(0);
    for (let i = 0; i < 3; i++) b.recordFailure('ana@tales.local', 'b');
    now += policy.memoryMs + 1;
    expect(b.waitMs('ana@tales.local', 'b')).toBe(0);
  });
});

describe('SlidingWindowLimiter', () => {
  it('allows max events per window and says when the next one may come', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter({ max: 2, windowMs: 1000 }, () => now);
    expect([limiter.hit('k'), ((now = 400), limiter.hit('k')), limiter.hit('k')]).toEqual([true, true, false]);
    expect(limiter.retryAfterMs('k')).toBe(600);
    now = 1001;
    expect(limiter.hit('k')).toBe(true);
  });

  it('with max 0 refuses everything for a whole window', () => {
    const limiter = new SlidingWindowLimiter({ max: 0, windowMs: 1000 }, () => 0);
    expect(limiter.hit('k')).toBe(false);
    expect(limiter.retryAfterMs('k')).toBe(1000);
  });
});
