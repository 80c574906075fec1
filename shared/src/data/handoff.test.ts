import { createPersistedCache } from './persisted-cache';
import { parseHandoff, seedCache, serializeHandoff, type DataHandoff } from './handoff';

const story = {
  id: 's1',
  title: '</script><script>alert(1)</script>',
  publishDate: new Date('2026-11-23T08:00:00Z'),
  updatedAt: null,
};
const handoff: DataHandoff = { timeZone: 'Europe/Madrid', entries: { 'story:s1': { data: story, savedAt: 1_000 } } };

describe('the data hand-off', () => {
  it('is JSON a <script> element cannot be broken out of', () => {
    const text = serializeHandoff(handoff);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
  });

  it('reads back with its dates as Dates', () => {
    const read = parseHandoff(serializeHandoff(handoff));
    expect(read?.timeZone).toBe('Europe/Madrid');
    const data = read?.entries['story:s1'].data as typeof story;
    expect(data.title).toBe(story.title);
    expect(data.publishDate).toEqual(story.publishDate);
  });

  it('reads as nothing when missing, broken or not a hand-off', () => {
    expect(parseHandoff(null)).toBeUndefined();
    expect(parseHandoff('{"entries":')).toBeUndefined();
    expect(parseHandoff('{"timeZone":"UTC"}')).toBeUndefined();
  });

  it('seeds the cache with the time the server fetched, so fresh data is not asked for again', () => {
    const cache = createPersistedCache({ storage: undefined, now: () => 5_000 });
    seedCache(cache, handoff);
    expect(cache.get('story:s1')?.data).toEqual(story);
    expect(cache.fetchedAt('story:s1')).toBe(1_000);
  });

  it('never dates an answer in the future (a server clock ahead of the browser)', () => {
    const cache = createPersistedCache({ storage: undefined, now: () => 500 });
    seedCache(cache, handoff);
    expect(cache.fetchedAt('story:s1')).toBe(500);
  });
});
