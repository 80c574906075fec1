import { cacheKeys, isPersistable, prefixOf } from './cache-times';

describe('cache keys by audience', () => {
  it('keeps what an admin reads (scheduled stories too) apart from what a reader reads', () => {
    expect(cacheKeys.month(2026, 11, true)).not.toBe(cacheKeys.month(2026, 11));
    expect(cacheKeys.story('abc', true)).not.toBe(cacheKeys.story('abc'));
    expect(cacheKeys.month(2026, 11)).toBe('month:2026-11');
    expect(cacheKeys.story('abc')).toBe('story:abc');
  });

  it('gives admin keys the same timings as their kind', () => {
    expect(prefixOf(cacheKeys.month(2026, 11, true))).toBe('month');
    expect(prefixOf(cacheKeys.story('abc', true))).toBe('story');
    expect(isPersistable(cacheKeys.story('abc', true))).toBe(true);
  });
});
