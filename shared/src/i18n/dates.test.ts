import { format } from 'date-fns';
import { enUS, es, pt, fr, it as itLocale, zhCN, de, ru, type Locale } from 'date-fns/locale';
import { dayKey, fullDate, longDate, monthKey, monthName, weekdayName } from './dates';
import { languages, type Language } from './languages';

// The date library the site used before Intl: what readers have always read, in every language.
const dateFnsLocales: Record<Language, Locale> = { en: enUS, es, pt, fr, it: itLocale, cn: zhCN, de, ru };

/** Every day of two years (a leap year among them), at noon and just after midnight. */
function days(): Date[] {
  const all: Date[] = [];
  for (
    let d = new Date(2024, 0, 1, 12);
    d.getFullYear() < 2026;
    d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1, 12)
  ) {
    all.push(d, new Date(d.getFullYear(), d.getMonth(), d.getDate(), 0, 5));
  }
  return all;
}

describe.each(languages)('dates in %s read as they always have', (lng) => {
  const locale = dateFnsLocales[lng];
  const all = days();

  it('long date (a story heading)', () => {
    expect(all.map((d) => longDate(d, lng))).toEqual(all.map((d) => format(d, 'PPP', { locale })));
  });

  it('full date with the weekday (a calendar day for screen readers)', () => {
    expect(all.map((d) => fullDate(d, lng))).toEqual(all.map((d) => format(d, 'PPPP', { locale })));
  });

  it('weekday and month names', () => {
    expect(all.map((d) => weekdayName(d, lng))).toEqual(all.map((d) => format(d, 'EEEE', { locale })));
    expect(all.map((d) => monthName(d, lng))).toEqual(all.map((d) => format(d, 'LLLL', { locale })));
  });
});

it('keys days and months in local time', () => {
  for (const d of days()) {
    expect(dayKey(d)).toBe(format(d, 'yyyy-MM-dd'));
    expect(monthKey(d)).toBe(format(d, 'yyyy-MM'));
  }
  expect(dayKey(new Date(987, 0, 5))).toBe('0987-01-05');
});

it('says an English day as an ordinal', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((day) => longDate(new Date(2025, 0, day), 'en'))).toEqual([
    'January 1st, 2025',
    'January 2nd, 2025',
    'January 3rd, 2025',
    'January 4th, 2025',
    'January 11th, 2025',
    'January 12th, 2025',
    'January 13th, 2025',
    'January 21st, 2025',
    'January 22nd, 2025',
    'January 23rd, 2025',
    'January 31st, 2025',
  ]);
});
