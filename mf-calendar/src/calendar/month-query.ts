// The shown month lives in the URL query (`?month=2026-10`) so a reload or a shared link keeps it.
import { readerMonth } from '@tales/shared/i18n';

export type YearMonth = { year: number; month: number }; // month 1–12

const PATTERN = /^(\d{4})-(\d{2})$/;

/** The reader's month of `now` (in the reader's zone). */
export function currentYearMonth(now: Date = new Date()): YearMonth {
  return readerMonth(now);
}

/** `2026-10` → { year: 2026, month: 10 }; anything invalid → the current month. */
export function parseMonthParam(value: string | null, now: Date = new Date()): YearMonth {
  const match = value ? PATTERN.exec(value.trim()) : null;
  if (!match) return currentYearMonth(now);
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 1) return currentYearMonth(now);
  return { year, month };
}

export function formatMonthParam({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** One month back or forward; no limit either way (SPEC §4). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
