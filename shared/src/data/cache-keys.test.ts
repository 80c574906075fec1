import { dataKey, isPersistable, prefixOf } from './cache-times';
import { mayHoldStory } from './invalidate';

describe('cache keys by audience', () => {
  it('keeps what an admin reads (scheduled stories too) apart from what a reader reads', () => {
    expect(dataKey('month', ['2026-11', 'en'], true)).not.toBe(dataKey('month', ['2026-11', 'en']));
    expect(dataKey('story', ['abc'], true)).not.toBe(dataKey('story', ['abc']));
    expect(dataKey('month', ['2026-11', 'de'], true)).toBe('month:2026-11:de:admin');
    expect(dataKey('story', ['abc'], true)).toBe('story:abc:admin');
  });

  it('gives admin keys the same timings as their kind', () => {
    expect(prefixOf(dataKey('month', ['2026-11', 'en'], true))).toBe('month');
    expect(prefixOf(dataKey('story', ['abc'], true))).toBe('story');
    expect(isPersistable(dataKey('story', ['abc'], true))).toBe(true);
  });
});

describe('what a saved story makes stale', () => {
  it("is every day's story, every month and every story's onward cards, in any language and audience, and that story alone", () => {
    expect(mayHoldStory('storyOfTheDay:2026-11-22', 'abc')).toBe(true);
    expect(mayHoldStory('month:2026-11:de', 'abc')).toBe(true);
    expect(mayHoldStory('month:2026-11:de:admin', 'abc')).toBe(true);
    expect(mayHoldStory('onward:other:de', 'abc')).toBe(true);
    expect(mayHoldStory('onward:other:de:admin', 'abc')).toBe(true);
    expect(mayHoldStory('story:abc:en', 'abc')).toBe(true);
    expect(mayHoldStory('story:abc:ru', 'abc')).toBe(true);
    expect(mayHoldStory('story:abc:de:admin', 'abc')).toBe(true);
    expect(mayHoldStory('story:abcd:en', 'abc')).toBe(false);
    expect(mayHoldStory('story:other:en', 'abc')).toBe(false);
    expect(mayHoldStory('onward:abc:en', 'other')).toBe(true);
    expect(mayHoldStory('user:abc', 'abc')).toBe(false);
  });
});
