import { createPersistedCache, deobfuscate, obfuscate } from './persisted-cache';
import { PERSIST_STORAGE_KEY, PERSIST_THROTTLE_MS } from './cache-times';

const HOUR = 3_600_000;

function memoryStorage(limit = Infinity): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

describe('persisted SWR cache', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes at most once per throttle window and restores entries (with dates) after a reload', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const cache = createPersistedCache({ storage, now: () => now });
    cache.set('story:1', { data: { id: '1', publishDate: new Date('2026-11-20T12:00:00Z') } });
    expect(storage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
    jest.advanceTimersByTime(PERSIST_THROTTLE_MS);
    expect(storage.getItem(PERSIST_STORAGE_KEY)).not.toBeNull();

    now += HOUR;
    const reloaded = createPersistedCache({ storage, now: () => now });
    const data = reloaded.get('story:1')?.data as { publishDate: Date };
    expect(data.publishDate).toBeInstanceOf(Date);
    expect(reloaded.fetchedAt('story:1')).toBe(1_000_000);
  });

  it('never persists user queries', () => {
    const storage = memoryStorage();
    const cache = createPersistedCache({ storage });
    cache.set('user:42', { data: { email: 'a@b.c' } });
    cache.set('month:2026-11', { data: {} });
    cache.flush();
    const text = deobfuscate(storage.getItem(PERSIST_STORAGE_KEY) as string);
    expect(text).not.toContain('a@b.c');
    expect(text).toContain('month:2026-11');
  });

  it('stores text obfuscated, not as readable JSON', () => {
    const storage = memoryStorage();
    const cache = createPersistedCache({ storage });
    cache.set('story:1', { data: { title: 'Secret garden' } });
    cache.flush();
    expect(storage.getItem(PERSIST_STORAGE_KEY)).not.toContain('Secret garden');
    expect(deobfuscate(obfuscate('ñandú 中文'))).toBe('ñandú 中文');
  });

  it('drops entries past their persisted lifetime (story of the day: 12 h)', () => {
    const storage = memoryStorage();
    let now = 0;
    const cache = createPersistedCache({ storage, now: () => now });
    cache.set('storyOfTheDay:2026-11-22', { data: { id: 'today' } });
    cache.set('story:9', { data: { id: '9' } });
    cache.flush();
    now = 13 * HOUR;
    const reloaded = createPersistedCache({ storage, now: () => now });
    expect(reloaded.get('storyOfTheDay:2026-11-22')).toBeUndefined();
    expect(reloaded.get('story:9')).toBeDefined();
  });

  it('ignores a cache written by another version', () => {
    const storage = memoryStorage();
    storage.setItem(PERSIST_STORAGE_KEY, obfuscate(JSON.stringify({ version: '0.0.1', entries: { 'story:1': { data: 1, savedAt: 0 } } })));
    expect(createPersistedCache({ storage }).get('story:1')).toBeUndefined();
  });

  it('on a quota error keeps the newer half of the entries', () => {
    const storage = memoryStorage(700);
    let now = 0;
    const cache = createPersistedCache({ storage, now: () => now });
    for (let i = 0; i < 8; i++) {
      now = i * 1000;
      cache.set(`story:${i}`, { data: { id: i, body: 'x'.repeat(40) } });
    }
    cache.flush();
    const saved = JSON.parse(deobfuscate(storage.getItem(PERSIST_STORAGE_KEY) as string)).entries;
    const keys = Object.keys(saved);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.length).toBeLessThan(8);
    expect(keys).toContain('story:7');
    expect(keys).not.toContain('story:0');
  });
});
