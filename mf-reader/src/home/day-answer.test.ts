import { answersDay, readerDayBounds } from './day-answer';

const day = (iso: string) => new Date(iso);
/** 26 November 2026 in Los Angeles: 08:00Z to 08:00Z the next day. */
const laDay = readerDayBounds(day('2026-11-26T20:00:00Z'), 'America/Los_Angeles');

describe("a day's story checked against another day", () => {
  it("takes the zone's day bounds, across a summer-time change too", () => {
    expect(laDay).toEqual({ start: day('2026-11-26T08:00:00Z'), end: day('2026-11-27T08:00:00Z') });
    // 8 March 2026 in Los Angeles is 23 hours long.
    expect(readerDayBounds(day('2026-03-08T12:00:00Z'), 'America/Los_Angeles')).toEqual({
      start: day('2026-03-08T08:00:00Z'),
      end: day('2026-03-09T07:00:00Z'),
    });
  });

  it('holds for a story within the day with nothing earlier that day', () => {
    const neighbours = { previous: '2026-11-25T12:00:00Z', next: '2026-11-27T12:00:00Z' };
    expect(answersDay(day('2026-11-26T09:00:00Z'), neighbours, laDay)).toBe(true);
  });

  it('fails for a story within the day when an earlier one was published that day', () => {
    const neighbours = { previous: '2026-11-26T08:30:00Z', next: null };
    expect(answersDay(day('2026-11-26T09:00:00Z'), neighbours, laDay)).toBe(false);
  });

  it('holds for a story before the day when none follows until the day ends', () => {
    expect(answersDay(day('2026-11-25T12:00:00Z'), { previous: null, next: null }, laDay)).toBe(true);
    expect(answersDay(day('2026-11-25T12:00:00Z'), { previous: null, next: '2026-11-27T08:00:00Z' }, laDay)).toBe(true);
  });

  it('fails for a story before the day when another is published within it', () => {
    // 00:30 UTC on the 27th is still the 26th in Los Angeles: that story is the day's, not ours.
    expect(answersDay(day('2026-11-25T12:00:00Z'), { previous: null, next: '2026-11-27T00:30:00Z' }, laDay)).toBe(
      false,
    );
  });

  it('fails for a story published after the day', () => {
    expect(answersDay(day('2026-11-27T09:00:00Z'), { previous: null, next: null }, laDay)).toBe(false);
  });
});
