// Every app's texts and the UI kit's give the same key set in all eight languages, and no key is owned twice.
import { keyPaths, readLocale, readTexts, textOwners } from '@tales/build/locales';
import { languages } from './languages';

const others = languages.filter((l) => l !== 'en');

describe.each(textOwners)('%s/locales', (owner) => {
  const english = keyPaths(readTexts(owner, 'en')).sort();

  it('has texts', () => {
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(others)('%s has exactly the English keys', (lng) => {
    const keys = keyPaths(readTexts(owner, lng)).sort();
    expect({
      missing: english.filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !english.includes(k)),
    }).toEqual({ missing: [], extra: [] });
  });
});

describe('the whole site', () => {
  it.each(languages)('%s: no key is defined by two owners', (lng) => {
    expect(() => readLocale(lng)).not.toThrow();
  });

  it.each(others)('%s translates rather than copying English', (lng) => {
    const en = readLocale('en') as Record<string, Record<string, string>>;
    const other = readLocale(lng) as Record<string, Record<string, string>>;
    for (const [area, key] of [
      ['nav', 'calendar'],
      ['footer', 'remove_ads'],
      ['remote', 'unavailable'],
      ['notFound', 'title'],
      ['donate', 'title'],
      ['calendar', 'no_story'],
      ['standalone', 'api_down'],
    ]) {
      expect(other[area][key]).not.toBe(en[area][key]);
    }
  });
});
