// Every area file merged per language must give the same key set in all eight languages (DESIGN.md).
import { keyPaths, readLocale } from '../../tools/locales';
import { languages } from './languages';

describe('merged common.json key sets', () => {
  const english = keyPaths(readLocale('en')).sort();

  it('has translations at all', () => {
    expect(english.length).toBeGreaterThan(50);
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    const keys = keyPaths(readLocale(lng)).sort();
    expect({ missing: english.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !english.includes(k)) }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages.filter((l) => l !== 'en'))('%s translates the shell strings rather than copying English', (lng) => {
    const en = readLocale('en') as Record<string, Record<string, string>>;
    const other = readLocale(lng) as Record<string, Record<string, string>>;
    for (const [area, key] of [['nav', 'calendar'], ['footer', 'remove_ads'], ['remote', 'unavailable'], ['notFound', 'title']]) {
      expect(other[area][key]).not.toBe(en[area][key]);
    }
  });
});
