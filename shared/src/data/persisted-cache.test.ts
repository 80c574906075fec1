import { createPersistedCache, deobfuscate, obfuscate } from './persisted-cache';
import { PERSIST_STORAGE_KEY, PERSIST_THROTTLE_MS, PERSIST_VERSION } from './cache-times';

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
    storage.setItem(
      PERSIST_STORAGE_KEY,
      obfuscate(JSON.stringify({ version: '0.0.1', entries: { 'story:1': { data: 1, savedAt: 0 } } })),
    );
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

  describe('a corrupt stored cache is dropped and the page loads from the network', () => {
    const HOUR_AGO = -HOUR;
    const saved = (entries: unknown, version = PERSIST_VERSION) => obfuscate(JSON.stringify({ version, entries }));

    it.each([
      ['text that is not base64', '%%% not base64 %%%'],
      ['base64 that is not JSON', obfuscate('{"version": "0.1.7", "entr')],
      ['JSON that is not an object', obfuscate('42')],
      ['JSON null', obfuscate('null')],
      ['entries that are not an object', saved('story:1')],
      ['missing entries', obfuscate(JSON.stringify({ version: PERSIST_VERSION }))],
    ])('%s', (_label, raw) => {
      const storage = memoryStorage();
      storage.setItem(PERSIST_STORAGE_KEY, raw);
      const cache = createPersistedCache({ storage });
      expect([...cache.keys()]).toEqual([]);
      expect(storage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
    });

    it('keeps the sound entries of a partly damaged cache and drops the rest', () => {
      const storage = memoryStorage();
      const now = 10 * HOUR;
      storage.setItem(
        PERSIST_STORAGE_KEY,
        saved({
          'story:good': { data: { id: 'good' }, savedAt: now + HOUR_AGO },
          'story:none': { data: null, savedAt: now + HOUR_AGO },
          'story:no-time': { data: { id: 'x' } },
          'story:text-time': { data: { id: 'x' }, savedAt: '1' },
          'story:number': { data: 42, savedAt: now + HOUR_AGO },
          'story:string': { data: 'garbage', savedAt: now + HOUR_AGO },
          'story:no-data': { savedAt: now + HOUR_AGO },
          'story:null': null,
          'story:future': { data: { id: 'future' }, savedAt: now + HOUR },
        }),
      );
      const cache = createPersistedCache({ storage, now: () => now });
      expect([...cache.keys()].sort()).toEqual(['story:good', 'story:none']);
      expect(cache.get('story:good')?.data).toEqual({ id: 'good' });
      expect(cache.get('story:none')).toEqual({ data: null });
      expect(cache.fetchedAt('story:good')).toBe(now + HOUR_AGO);
    });

    it('reads an unparseable date as no date rather than an invalid one', () => {
      const storage = memoryStorage();
      storage.setItem(
        PERSIST_STORAGE_KEY,
        saved({
          'story:1': { data: { id: '1', publishDate: 'yesterday-ish', updatedAt: '2026-11-20T12:00:00Z' }, savedAt: 0 },
        }),
      );
      const data = createPersistedCache({ storage, now: () => 0 }).get('story:1')?.data as {
        publishDate: unknown;
        updatedAt: unknown;
      };
      expect(data.publishDate).toBeNull();
      expect(data.updatedAt).toEqual(new Date('2026-11-20T12:00:00Z'));
    });

    it('still works, in memory, when storage throws on every call', () => {
      const failing = memoryStorage();
      const denied = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Object.assign(failing, { getItem: denied, setItem: denied, removeItem: denied });
      const cache = createPersistedCache({ storage: failing });
      cache.set('story:1', { data: { id: '1' } });
      expect(() => cache.flush()).not.toThrow();
      expect(cache.get('story:1')?.data).toEqual({ id: '1' });
    });

    it('still works, in memory, when the browser blocks localStorage altogether', () => {
      const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      try {
        const cache = createPersistedCache();
        cache.set('month:2026-11', { data: {} });
        expect(() => cache.flush()).not.toThrow();
        expect(cache.get('month:2026-11')?.data).toEqual({});
      } finally {
        blocked.mockRestore();
      }
    });
  });

  describe('lifetimes, writes and quota errors, case by case', () => {
    const stored = (storage: Storage) =>
      JSON.parse(deobfuscate(storage.getItem(PERSIST_STORAGE_KEY) as string)) as {
        entries: Record<string, { savedAt: number }>;
      };

    it('keeps an entry exactly at the end of its lifetime and drops it a millisecond later', () => {
      const storage = memoryStorage();
      const cache = createPersistedCache({ storage, now: () => 1_000 });
      cache.set('storyOfTheDay:2026-11-22', { data: { id: 'today' } });
      cache.flush();
      expect(
        createPersistedCache({ storage, now: () => 1_000 + 12 * HOUR }).get('storyOfTheDay:2026-11-22'),
      ).toBeDefined();
      expect(
        createPersistedCache({ storage, now: () => 1_001 + 12 * HOUR }).get('storyOfTheDay:2026-11-22'),
      ).toBeUndefined();
    });

    it('records when data arrived, not when the same data was set again', () => {
      let now = 1_000;
      const cache = createPersistedCache({ storage: memoryStorage(), now: () => now });
      const data = { id: '1' };
      cache.set('story:1', { data });
      now = 5_000;
      cache.set('story:1', { data, isValidating: true });
      expect(cache.fetchedAt('story:1')).toBe(1_000);
      cache.set('story:1', { data: { id: '1' } });
      expect(cache.fetchedAt('story:1')).toBe(5_000);
      cache.set('story:2', { isValidating: true });
      expect(cache.fetchedAt('story:2')).toBeUndefined();
    });

    it('schedules no write for state without data, nor for user queries', () => {
      const storage = memoryStorage();
      const cache = createPersistedCache({ storage });
      cache.set('story:1', { isValidating: true });
      cache.set('user:1', { data: { email: 'a@b.c' } });
      jest.advanceTimersByTime(PERSIST_THROTTLE_MS);
      expect(storage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
    });

    it('writes a deletion at the next flush and lists the keys it holds', () => {
      const storage = memoryStorage();
      const cache = createPersistedCache({ storage });
      cache.set('story:1', { data: { id: '1' } });
      cache.set('story:2', { data: { id: '2' } });
      cache.flush();
      cache.delete('story:1');
      expect([...cache.keys()]).toEqual(['story:2']);
      expect(cache.fetchedAt('story:1')).toBeUndefined();
      jest.advanceTimersByTime(PERSIST_THROTTLE_MS);
      expect(Object.keys(stored(storage).entries)).toEqual(['story:2']);
    });

    it('saves when the page is hidden', () => {
      const storage = memoryStorage();
      const cache = createPersistedCache({ storage });
      cache.set('month:2026-11', { data: {} });
      window.dispatchEvent(new Event('pagehide'));
      expect(Object.keys(stored(storage).entries)).toEqual(['month:2026-11']);
    });

    it('revives the three date fields and leaves other date-like text alone', () => {
      const storage = memoryStorage();
      const cache = createPersistedCache({ storage });
      const at = '2026-11-20T12:00:00.000Z';
      cache.set('story:1', {
        data: { publishDate: new Date(at), createdAt: new Date(at), updatedAt: new Date(at), title: at },
      });
      cache.flush();
      const data = createPersistedCache({ storage }).get('story:1')?.data as Record<string, unknown>;
      expect(data.publishDate).toEqual(new Date(at));
      expect(data.createdAt).toEqual(new Date(at));
      expect(data.updatedAt).toEqual(new Date(at));
      expect(data.title).toBe(at);
    });

    it.each([
      ['named QuotaExceededError', () => new DOMException('full', 'QuotaExceededError')],
      [
        'with the legacy code 22',
        () => Object.defineProperty(new DOMException('full', 'Other'), 'code', { value: 22 }),
      ],
    ])('treats a DOMException %s as a full storage', (_label, quota) => {
      const storage = memoryStorage();
      const attempts: number[] = [];
      storage.setItem = (_key, value) => {
        const count = Object.keys(JSON.parse(deobfuscate(value)).entries).length;
        attempts.push(count);
        if (count > 1) throw quota();
      };
      const cache = createPersistedCache({ storage, now: () => 1 });
      for (let i = 0; i < 4; i++) cache.set(`story:${i}`, { data: { id: i } });
      cache.flush();
      expect(attempts).toEqual([4, 2, 1]);
    });

    it('gives up at once on any other storage error, and when nothing is left to drop', () => {
      const other = memoryStorage();
      let calls = 0;
      other.setItem = () => {
        calls += 1;
        throw new TypeError('storage is broken');
      };
      const cache = createPersistedCache({ storage: other });
      cache.set('story:1', { data: { id: '1' } });
      cache.flush();
      expect(calls).toBe(1);

      const full = memoryStorage();
      const sizes: number[] = [];
      full.setItem = (_key, value) => {
        sizes.push(Object.keys(JSON.parse(deobfuscate(value)).entries).length);
        throw new DOMException('full', 'QuotaExceededError');
      };
      const lone = createPersistedCache({ storage: full });
      lone.set('story:1', { data: { id: '1' } });
      lone.flush();
      expect(sizes).toEqual([1, 0]);
    });
  });

  it("uses the page's localStorage by default", () => {
    window.localStorage.clear();
    const cache = createPersistedCache();
    cache.set('story:1', { data: { id: '1' } });
    cache.flush();
    expect(
      JSON.parse(deobfuscate(window.localStorage.getItem(PERSIST_STORAGE_KEY) as string)).entries['story:1'].data,
    ).toEqual({ id: '1' });
    window.localStorage.clear();
  });
});
