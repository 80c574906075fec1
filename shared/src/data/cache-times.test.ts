// SPEC §9's cache times and the keys they apply to, written out so a changed number or key fails here.
import {
  dataKey,
  isPersistable,
  persistTime,
  PERSIST_STORAGE_KEY,
  PERSIST_THROTTLE_MS,
  PERSIST_VERSION,
  prefixOf,
  staleTime,
} from './cache-times';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('cache keys', () => {
  it("names each answer by its kind and its query's parameters", () => {
    expect(dataKey('storyOfTheDay', ['2026-11-22'])).toBe('storyOfTheDay:2026-11-22');
    expect(dataKey('story', ['abc'])).toBe('story:abc');
    expect(dataKey('month', ['2026-03', 'en'])).toBe('month:2026-03:en');
    expect(dataKey('user', ['u1'])).toBe('user:u1');
  });

  it('finds the prefix of a key, and the default for anything else', () => {
    expect(prefixOf(dataKey('storyOfTheDay', ['2026-11-22']))).toBe('storyOfTheDay');
    expect(prefixOf(dataKey('story', ['abc']))).toBe('story');
    expect(prefixOf(dataKey('month', ['2026-01', 'en']))).toBe('month');
    expect(prefixOf(dataKey('user', ['u1']))).toBe('user');
    expect(prefixOf(dataKey('settings', ['donate']))).toBe('settings');
    expect(prefixOf(dataKey('onward', ['abc', 'en']))).toBe('onward');
    expect(prefixOf('weather:today')).toBe('default');
    expect(prefixOf('story')).toBe('story');
    expect(prefixOf('')).toBe('default');
  });

  it('never takes an inherited property for a prefix', () => {
    expect(prefixOf('constructor:1')).toBe('default');
    expect(prefixOf('toString:1')).toBe('default');
    expect(prefixOf('__proto__:1')).toBe('default');
  });
});

describe('times (SPEC §9)', () => {
  it('treats data as fresh for: story of the day 4 h, story 1 day, month, onward cards and listings 1 h, search results, user and default 10 min, settings and admin overviews never', () => {
    expect(staleTime).toEqual({
      storyOfTheDay: 4 * HOUR,
      story: DAY,
      month: HOUR,
      onward: HOUR,
      listing: HOUR,
      search: 10 * MINUTE,
      user: 10 * MINUTE,
      settings: 0,
      admin: 0,
      default: 10 * MINUTE,
    });
  });

  it('keeps persisted entries for: story of the day 12 h, story 30 days, month, onward cards and listings 7 days, user and default 24 h; search results never', () => {
    expect(persistTime).toEqual({
      storyOfTheDay: 12 * HOUR,
      story: 30 * DAY,
      month: 7 * DAY,
      onward: 7 * DAY,
      listing: 7 * DAY,
      search: 0,
      user: DAY,
      settings: 0,
      admin: 0,
      default: DAY,
    });
  });

  it('writes at most once a minute, under a versioned key', () => {
    expect(PERSIST_THROTTLE_MS).toBe(MINUTE);
    expect(PERSIST_VERSION).toBe('0.1.7');
    expect(PERSIST_STORAGE_KEY).toBe('tales-cache');
  });
});

describe('what may be persisted', () => {
  it('persists stories and months, never user queries, settings, admin overviews or SWR internal keys', () => {
    expect(isPersistable(dataKey('admin', ['stories', 1], true))).toBe(false);
    expect(isPersistable(dataKey('story', ['1']))).toBe(true);
    expect(isPersistable(dataKey('month', ['2026-01', 'en']))).toBe(true);
    expect(isPersistable(dataKey('storyOfTheDay', ['2026-11-22']))).toBe(true);
    expect(isPersistable(dataKey('onward', ['1', 'en']))).toBe(true);
    expect(isPersistable(dataKey('user', ['u1']))).toBe(false);
    expect(isPersistable(dataKey('settings', ['donate']))).toBe(false);
    expect(isPersistable('$inf$story:1')).toBe(false);
    expect(isPersistable('story:price$')).toBe(true);
  });
});
