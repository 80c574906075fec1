// The About, Terms and Privacy texts (in shell/locales/{lng}.json): same shape in all 8 languages,
// the section and list counts of SPEC §2, and real translations rather than English copies.
import { languages } from '@tales/shared/i18n';
import { readTexts } from '@tales/build/locales';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Section = { title: string; body: string; items?: string[] };

const read = (lng: string): Record<string, Json> => {
  const { about, terms, privacy } = readTexts('shell', lng) as Record<string, Json>;
  return Object.fromEntries(Object.entries({ about, terms, privacy }).filter(([, texts]) => texts !== undefined));
};

/** Every leaf path, e.g. `terms.sections.7.items.5`. */
function leafPaths(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: Json): string[] {
  if (value === null || typeof value !== 'object') return [String(value)];
  return Object.values(value).flatMap(leaves);
}

const en = read('en');

describe.each(languages)('the pages in shell/locales/%s.json', (lng) => {
  const pages = read(lng);

  it('has the about, terms and privacy texts, with the same key set as en', () => {
    expect(Object.keys(pages).sort()).toEqual(['about', 'privacy', 'terms']);
    expect(leafPaths(pages).sort()).toEqual(leafPaths(en).sort());
  });

  it('has 14 terms sections (one 6-item list) and 11 privacy sections (lists of 7, 7, 4, 4, 4, 5, 6)', () => {
    const terms = (pages.terms as { sections: Section[] }).sections;
    const privacy = (pages.privacy as { sections: Section[] }).sections;
    expect(terms).toHaveLength(14);
    expect(terms.filter((s) => s.items).map((s) => s.items?.length)).toEqual([6]);
    expect(privacy).toHaveLength(11);
    expect(privacy.filter((s) => s.items).map((s) => s.items?.length)).toEqual([7, 7, 4, 4, 4, 5, 6]);
  });

  it("has no empty text, and names the owner's contact address only in the contact sentences", () => {
    expect(leaves(pages).every((text) => text.trim().length > 0)).toBe(true);
    const textAt = (path: string) =>
      String(path.split('.').reduce<Json>((node, key) => (node as Record<string, Json>)[key], pages));
    const naming = leafPaths(pages).filter((path) => /@|\{\{/.test(textAt(path)));
    expect(naming.sort()).toEqual([
      'about.disclaimerContact',
      'privacy.introContact',
      'privacy.sections.10.contact',
      'privacy.sections.5.contact',
      'terms.sections.13.contact',
      'terms.sections.9.contact',
    ]);
    expect(naming.filter((path) => !textAt(path).includes('{{email}}'))).toEqual([]);
  });

  if (lng !== 'en') {
    it('is translated, not an English copy', () => {
      const english = new Set(leaves(en));
      const copied = leaves(pages).filter((text) => english.has(text) && text.length > 12);
      expect(copied).toEqual([]);
    });
  }
});
