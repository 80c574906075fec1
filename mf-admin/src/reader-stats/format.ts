// The figures as the admin reads them, in the page's language: counts, money, calendar days and months, and the
// names of the languages readers read in.
import { bcp47, toLanguage, type Language } from '@tales/shared/i18n';

export type Formats = {
  count: (value: number) => string;
  money: (value: number, currency: string) => string;
  /** `yyyy-MM-dd` as a short day on an axis (`Nov 26`) and a full one in a table (`Thu, Nov 26, 2026`). */
  shortDay: (day: string) => string;
  longDay: (day: string) => string;
  /** `yyyy-MM` as a short month on an axis and a full one in a table. */
  shortMonth: (month: string) => string;
  longMonth: (month: string) => string;
  /** A language code (`ru`, `cn`) by its name in the page's language; undefined for one the site does not know. */
  languageName: (code: string) => string | undefined;
};

// A calendar day or month is a date, not an instant: it is formatted at UTC midnight, in UTC.
const dayInstant = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const monthInstant = (month: string) => new Date(`${month}-01T00:00:00Z`);

const cache = new Map<Language, Formats>();

export function formatsFor(lng: Language): Formats {
  const found = cache.get(lng);
  if (found) return found;
  const locale = bcp47[lng];
  const count = new Intl.NumberFormat(locale);
  const shortDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' });
  const longDay = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const shortMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: '2-digit' });
  const longMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const money = new Map<string, Intl.NumberFormat>();
  const formats: Formats = {
    count: (value) => count.format(value),
    money: (value, currency) => {
      let format = money.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        money.set(currency, format);
      }
      return format.format(value);
    },
    shortDay: (day) => shortDay.format(dayInstant(day)),
    longDay: (day) => longDay.format(dayInstant(day)),
    shortMonth: (month) => shortMonth.format(monthInstant(month)),
    longMonth: (month) => longMonth.format(monthInstant(month)),
    languageName: (code) => {
      const known = toLanguage(code);
      return known ? names.of(bcp47[known].split('-')[0]) : undefined;
    },
  };
  cache.set(lng, formats);
  return formats;
}
