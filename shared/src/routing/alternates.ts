// The same page in every language, as hreflang alternates: one entry per language and x-default. The page
// head and the sitemap both list them, so search engines read one set.
import { bcp47, fallbackLanguage, languages } from '../i18n/languages';
import { pathFor, type RouteParams } from './paths';
import type { RouteKey } from './routes';

export type Alternate = { hreflang: string; path: string };

export function alternatePaths(key: RouteKey, params: RouteParams = {}): Alternate[] {
  return [
    ...languages.map((lng) => ({ hreflang: bcp47[lng], path: pathFor(key, lng, params) })),
    { hreflang: 'x-default', path: pathFor(key, fallbackLanguage, params) },
  ];
}
