import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { format } from 'date-fns';
import { enUS, es, pt, fr, it as itLocale, zhCN, de, ru, type Locale } from 'date-fns/locale';
import { languages, type Language } from '@tales/shared/i18n';
import { monthTitle } from './month-title';

// What the title has always read: date-fns with each language's month pattern.
const before: Record<Language, { locale: Locale; pattern: string }> = {
  en: { locale: enUS, pattern: 'LLLL yyyy' },
  es: { locale: es, pattern: 'LLLL yyyy' },
  pt: { locale: pt, pattern: "LLLL 'de' yyyy" },
  fr: { locale: fr, pattern: 'LLLL yyyy' },
  it: { locale: itLocale, pattern: 'LLLL yyyy' },
  cn: { locale: zhCN, pattern: 'yyyy年M月' },
  de: { locale: de, pattern: 'LLLL yyyy' },
  ru: { locale: ru, pattern: 'LLLL yyyy' },
};

const texts = (lng: Language) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales', `${lng}.json`), 'utf8'));

it.each(languages)('titles every month of two years in %s as before', async (lng) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: texts(lng) } }, interpolation: { escapeValue: false } });
  for (let year = 2025; year <= 2026; year++) {
    for (let month = 1; month <= 12; month++) {
      expect(monthTitle(i18n.t, { year, month }, lng)).toBe(
        format(new Date(year, month - 1, 1), before[lng].pattern, { locale: before[lng].locale }),
      );
    }
  }
});
