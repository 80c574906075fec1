// The month's title in the reader's language: the month named on its own ("febrero", "февраль") and the year,
// in the language's order (calendar.month_title).
import type { TFunction } from 'i18next';
import { monthName, type Language } from '@tales/shared/i18n';
import type { YearMonth } from './month-query';

export function monthTitle(t: TFunction, { year, month }: YearMonth, lng: Language): string {
  return t('calendar.month_title', {
    month: monthName(new Date(year, month - 1, 1), lng),
    year: String(year).padStart(4, '0'),
    monthNumber: month,
  });
}
