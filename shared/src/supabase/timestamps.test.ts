// Timestamps in every shape SPEC §3 allows, and what a missing or broken one becomes.
import { DATE_NOT_AVAILABLE, formatTimestamp, toDate } from './timestamps';

const iso = (value: unknown) => toDate(value)?.toISOString() ?? null;

describe('toDate', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['an unparseable string', 'someday'],
    ['NaN', Number.NaN],
    ['an object with neither toDate nor seconds', { when: 5 }],
    ['seconds that are not a number', { seconds: '5' }],
    ['toDate() giving an invalid date', { toDate: () => new Date('x') }],
    ['a boolean', true],
  ])('is null for %s', (_label, value) => expect(toDate(value)).toBeNull());

  it('reads numbers as milliseconds, including the epoch itself', () => {
    expect(iso(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(iso(1_000)).toBe('1970-01-01T00:00:01.000Z');
  });

  it('returns the same Date it is given', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    expect(toDate(date)).toBe(date);
  });

  it('reads seconds and nanoseconds, rounding nanoseconds down to milliseconds', () => {
    expect(iso({ seconds: 10, nanoseconds: 1_999_999 })).toBe('1970-01-01T00:00:10.001Z');
    expect(iso({ seconds: 10, nanoseconds: 500_000_000 })).toBe('1970-01-01T00:00:10.500Z');
    expect(iso({ seconds: 10 })).toBe('1970-01-01T00:00:10.000Z');
  });

  it('prefers toDate() over seconds when an object has both', () => {
    expect(iso({ seconds: 10, toDate: () => new Date(0) })).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('formatTimestamp', () => {
  it('formats a valid timestamp and says "Date not available" otherwise', () => {
    expect(formatTimestamp(0, (d) => String(d.getTime()))).toBe('0');
    expect(formatTimestamp(null, () => 'never called')).toBe('Date not available');
    expect(DATE_NOT_AVAILABLE).toBe('Date not available');
  });
});
