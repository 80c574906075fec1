import { createDataCache, SERVER_MAX_AGE_MS } from './data-cache';

const story = { id: 's1', title: 'Storms' };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the server data cache', () => {
  it('answers a burst of readers with one query', async () => {
    const fetcher = jest.fn(async () => story);
    const cache = createDataCache();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.answer('story:s1', fetcher, 1000)));
    expect(fetcher).toHaveBeenCalledTimes(1);
    for (const answer of answers) expect(answer?.data).toEqual(story);
  });

  it('gives a fresh answer without waiting, and none for a key it has not answered', async () => {
    const cache = createDataCache();
    expect(cache.fresh('story:s1')).toBeUndefined();
    await cache.answer('story:s1', async () => story, 1000);
    expect(cache.fresh('story:s1')?.data).toEqual(story);
  });

  it('asks again after a minute at most, even for data SPEC keeps fresh for a day', async () => {
    const time = clock();
    const fetcher = jest.fn(async () => story);
    const cache = createDataCache(time.now);
    await cache.answer('story:s1', fetcher, 1000);
    time.advance(SERVER_MAX_AGE_MS - 1);
    await cache.answer('story:s1', fetcher, 1000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    time.advance(2);
    expect(cache.fresh('story:s1')).toBeUndefined();
    const answer = await cache.answer('story:s1', fetcher, 1000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(answer?.savedAt).toBe(time.now());
  });

  it('keeps the last answer when the database fails, and gives none when it never answered', async () => {
    const time = clock();
    const cache = createDataCache(time.now);
    await cache.answer('storyOfTheDay:2026-11-23', async () => story, 1000);
    time.advance(SERVER_MAX_AGE_MS + 1);
    const down = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    };
    expect((await cache.answer('storyOfTheDay:2026-11-23', down, 1000))?.data).toEqual(story);
    expect(await cache.answer('month:2026-11', down, 1000)).toBeUndefined();
  });

  it('does not wait for a slow database beyond the budget', async () => {
    const cache = createDataCache();
    const slow = () => new Promise<unknown>((resolve) => setTimeout(() => resolve(story), 200));
    expect(await cache.answer('story:slow', slow, 20)).toBeUndefined();
  });

  it('remembers that a story does not exist (null), so an unknown id costs one query a minute', async () => {
    const fetcher = jest.fn(async () => null);
    const cache = createDataCache();
    await cache.answer('story:missing', fetcher, 1000);
    const answer = await cache.answer('story:missing', fetcher, 1000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(answer?.data).toBeNull();
  });
});
