// The days of a month grouped into weeks that start on Monday in every language (SPEC §2 Calendar).
import { eachDayOfInterval, endOfMonth, getISODay, startOfMonth } from 'date-fns';
import type { YearMonth } from './month-query';

/** Only the month's own days: the first week may be short (the 1st sits after its earlier weekdays). */
export function monthWeeks({ year, month }: YearMonth): Date[][] {
  const first = startOfMonth(new Date(year, month - 1, 1));
  const days = eachDayOfInterval({ start: first, end: endOfMonth(first) });
  const weeks: Date[][] = [];
  for (const day of days) {
    // ISO weekday: Monday 1 … Sunday 7, so a Monday opens a new week.
    if (weeks.length === 0 || getISODay(day) === 1) weeks.push([]);
    weeks[weeks.length - 1].push(day);
  }
  return weeks;
}
