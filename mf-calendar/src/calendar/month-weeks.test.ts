import { getISODay } from 'date-fns';
import { monthWeeks } from './month-weeks';
import { formatMonthParam, parseMonthParam, shiftMonth } from './month-query';

const shape = (year: number, month: number) => monthWeeks({ year, month }).map((w) => w.length);

describe('monthWeeks (weeks start on Monday)', () => {
  it('February 2021 starts on a Monday: four full weeks, 28 days', () => {
    expect(shape(2021, 2)).toEqual([7, 7, 7, 7]);
  });

  it('August 2021 starts on a Sunday: a one-day first week, 31 days over six weeks', () => {
    expect(shape(2021, 8)).toEqual([1, 7, 7, 7, 7, 2]);
  });

  // 2024: Jan starts Mon, Oct Tue, May Wed, Feb Thu, Mar Fri, Jun Sat, Sep Sun.
  it.each([
    [2024, 1, 7],
    [2024, 10, 6],
    [2024, 5, 5],
    [2024, 2, 4],
    [2024, 3, 3],
    [2024, 6, 2],
    [2024, 9, 1],
  ])('%i-%i: the first week holds the 1st and the days up to Sunday (%i days)', (year, month, firstWeek) => {
    const weeks = monthWeeks({ year, month });
    expect(weeks[0]).toHaveLength(firstWeek);
    expect(getISODay(weeks[0][weeks[0].length - 1])).toBe(7);
    for (const week of weeks.slice(1)) expect(getISODay(week[0])).toBe(1);
  });

  it.each([
    [2023, 2, 28],
    [2024, 2, 29],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(shape(year, month).reduce((a, b) => a + b, 0)).toBe(days);
  });
});

describe('month query', () => {
  const now = new Date(2026, 9, 14);

  it('reads ?month=yyyy-MM and falls back to the current month when invalid', () => {
    expect(parseMonthParam('2021-02', now)).toEqual({ year: 2021, month: 2 });
    for (const bad of [null, '', '2021-13', '2021-00', 'feb', '2021-2', '21-02']) expect(parseMonthParam(bad, now)).toEqual({ year: 2026, month: 10 });
  });

  it('moves across years without limit and writes the param back', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(formatMonthParam({ year: 2026, month: 3 })).toBe('2026-03');
  });
});
