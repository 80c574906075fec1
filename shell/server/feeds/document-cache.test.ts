import { documentCache } from './document-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('documentCache', () => {
  it('builds once for concurrent misses and serves the result until it is older than the time to live', async () => {
    let clock = 0;
    const cache = documentCache(60_000, () => clock);
    const pending = deferred<string>();
    const build = jest.fn(() => pending.promise);
    const answers = Promise.all([cache('rss en', build), cache('rss en', build), cache('rss en', build)]);
    pending.resolve('<rss>1</rss>');
    expect(await answers).toEqual(['<rss>1</rss>', '<rss>1</rss>', '<rss>1</rss>']);
    expect(build).toHaveBeenCalledTimes(1);

    clock = 59_999;
    expect(await cache('rss en', async () => '<rss>2</rss>')).toBe('<rss>1</rss>');
    clock = 60_000;
    expect(await cache('rss en', async () => '<rss>2</rss>')).toBe('<rss>2</rss>');
  });

  it('keeps each document apart', async () => {
    const cache = documentCache(60_000, () => 0);
    expect(await cache('rss en', async () => 'en')).toBe('en');
    expect(await cache('rss de', async () => 'de')).toBe('de');
    expect(await cache('rss en', async () => 'other')).toBe('en');
  });

  it('serves the last good document when a rebuild fails, and tries again on the next request', async () => {
    let clock = 0;
    const cache = documentCache(1_000, () => clock);
    await cache('sitemap', async () => 'good');
    clock = 5_000;
    expect(await cache('sitemap', async () => Promise.reject(new Error('database down')))).toBe('good');
    expect(await cache('sitemap', async () => 'better')).toBe('better');
  });

  it('fails when there is no document yet, and does not keep the failure', async () => {
    const cache = documentCache(60_000, () => 0);
    await expect(cache('sitemap', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache('sitemap', async () => 'now')).toBe('now');
  });
});
