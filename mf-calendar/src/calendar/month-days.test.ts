import { getISODay } from 'date-fns';
import { monthDays, startsWeek } from './month-days';

describe('monthDays', () => {
  it.each([
    [2021, 2, 28],
    [2024, 2, 29],
    [2026, 11, 30],
    [2026, 12, 31],
  ])('%i-%i has its %i days, in order, and nothing of the months around it', (year, month, count) => {
    const days = monthDays({ year, month });
    expect(days).toHaveLength(count);
    days.forEach((day, index) => {
      expect(day.getFullYear()).toBe(year);
      expect(day.getMonth()).toBe(month - 1);
      expect(day.getDate()).toBe(index + 1);
    });
  });
});

describe('startsWeek (weeks start on Monday in every language)', () => {
  it('August 2021 starts on a Sunday: the 1st opens a one-day week, then every Monday opens one', () => {
    const starts = monthDays({ year: 2021, month: 8 }).filter(startsWeek);
    expect(starts.map((day) => day.getDate())).toEqual([1, 2, 9, 16, 23, 30]);
    for (const day of starts.slice(1)) expect(getISODay(day)).toBe(1);
  });

  it('a Sunday or a Wednesday in the middle of the month starts nothing', () => {
    expect(startsWeek(new Date(2026, 10, 15))).toBe(false);
    expect(startsWeek(new Date(2026, 10, 18))).toBe(false);
    expect(startsWeek(new Date(2026, 10, 16))).toBe(true);
  });
});
