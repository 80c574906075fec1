// The days of a month, in order, and where its weeks start: on Monday in every language (SPEC §2 Calendar).
import { eachDayOfInterval, endOfMonth, getISODay, startOfMonth } from 'date-fns';
import type { YearMonth } from './month-query';

export function monthDays({ year, month }: YearMonth): Date[] {
  const first = startOfMonth(new Date(year, month - 1, 1));
  return eachDayOfInterval({ start: first, end: endOfMonth(first) });
}

/** ISO weekday: Monday 1 … Sunday 7, so a Monday opens a week (and so does the 1st, whatever its weekday). */
export function startsWeek(day: Date): boolean {
  return day.getDate() === 1 || getISODay(day) === 1;
}
