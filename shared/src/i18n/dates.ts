// Dates in the reader's language from the platform's Intl, so a reader's page carries no date library and no
// locale data. Each function reads exactly as the date-fns pattern named beside it does in all eight languages
// (dates.test.ts holds them side by side); the week starts on Monday everywhere (SPEC §2 calendar).
import { bcp47, type Language } from './languages';
import { readerTimeZone } from './time-zone';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lng: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(bcp47[lng], options);
    formatters.set(key, found);
  }
  return found;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of a calendar day made in local time (`new Date(2026, 10, 1)`: a calendar's cells). */
export function dayKey(date: Date): string {
  return `${monthKey(date)}-${two(date.getDate())}`;
}

/** `yyyy-MM` of a calendar day made in local time. */
export function monthKey(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}`;
}

const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const englishSuffix: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** English dates say the day as an ordinal ("February 1st, 2021"), as date-fns' English patterns do. */
function withEnglishOrdinal(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part) =>
      part.type === 'day'
        ? `${part.value}${englishSuffix[englishOrdinals.select(Number(part.value))] ?? 'th'}`
        : part.value,
    )
    .join('');
}

const dateOptions = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/**
 * date-fns `PPP`: "February 1st, 2021", "1 de febrero de 2021", "2021年2月1日". An instant (a story's publish
 * date), so it is the reader's day in the reader's zone; the other formats name calendar days made in local time.
 */
export function longDate(date: Date, lng: Language): string {
  const f = formatter(lng, { ...dateOptions, timeZone: readerTimeZone() });
  return lng === 'en' ? withEnglishOrdinal(f.formatToParts(date)) : f.format(date);
}

/** date-fns `PPPP`: "Monday, February 1st, 2021", "lunes, 1 de febrero de 2021", "2021年2月1日 星期一". */
export function fullDate(date: Date, lng: Language): string {
  // Chinese puts the weekday after the date, set apart by a space in date-fns' pattern.
  if (lng === 'cn') return `${longDate(date, lng)} ${weekdayName(date, lng)}`;
  const f = formatter(lng, { ...dateOptions, weekday: 'long' });
  return lng === 'en' ? withEnglishOrdinal(f.formatToParts(date)) : f.format(date);
}

/** date-fns `EEEE`: "Monday", "lunes", "星期一". */
export function weekdayName(date: Date, lng: Language): string {
  return formatter(lng, { weekday: 'long' }).format(date);
}

/** date-fns `LLLL` (the month named on its own, as in a title): "February", "febrero", "февраль". */
export function monthName(date: Date, lng: Language): string {
  return formatter(lng, { month: 'long' }).format(date);
}
