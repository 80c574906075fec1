import { cacheKeys, isPersistable, prefixOf } from './cache-times';

describe('cache keys by audience', () => {
  it('keeps what an admin reads (scheduled stories too) apart from what a reader reads', () => {
    expect(cacheKeys.month(2026, 11, 'en', true)).not.toBe(cacheKeys.month(2026, 11, 'en'));
    expect(cacheKeys.story('abc', true)).not.toBe(cacheKeys.story('abc'));
    expect(cacheKeys.month(2026, 11, 'en')).toBe('month:2026-11:en');
    expect(cacheKeys.story('abc')).toBe('story:abc');
  });

  it("keeps each language's month cards apart (a card holds one language's text)", () => {
    expect(cacheKeys.month(2026, 11, 'de')).toBe('month:2026-11:de');
    expect(cacheKeys.month(2026, 11, 'de')).not.toBe(cacheKeys.month(2026, 11, 'es'));
    expect(cacheKeys.month(2026, 11, 'de', true)).toBe('month:2026-11:de:admin');
  });

  it('gives admin keys the same timings as their kind', () => {
    expect(prefixOf(cacheKeys.month(2026, 11, 'en', true))).toBe('month');
    expect(prefixOf(cacheKeys.story('abc', true))).toBe('story');
    expect(isPersistable(cacheKeys.story('abc', true))).toBe(true);
  });
});
