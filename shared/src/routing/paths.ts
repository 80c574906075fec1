// Localized paths both ways: build a path for a route key, recognise a path, convert it to another language.
import { isLanguage, languages, type Language } from '../i18n/languages';
import { routeKeys, routes, type RouteKey } from './routes';

export type RouteParams = Record<string, string>;
export type RouteMatch = { key: RouteKey; lng: Language | undefined; params: RouteParams };

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** `/es/cuento/42` for `pathFor('storyWithId', 'es', { storyId: '42' })`; `lng` undefined gives the unprefixed English path. */
export function pathFor(key: RouteKey, lng: Language | undefined, params: RouteParams = {}): string {
  const slug = routes[key].slugs[lng ?? 'en']
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined || value === '') throw new Error(`pathFor(${key}): missing parameter ${part.slice(1)}`);
      return encodeURIComponent(value);
    });
  const parts = lng ? [lng, ...slug] : slug;
  return `/${parts.join('/')}`;
}

/** The react-router pattern of a route (`/es/cuento/:storyId`, or `/story/:storyId` unprefixed). */
export function routePattern(key: RouteKey, lng: Language | undefined): string {
  const slug = routes[key].slugs[lng ?? 'en'];
  return `/${[lng, slug].filter(Boolean).join('/')}`;
}

function matchSlug(pattern: string, parts: string[]): RouteParams | null {
  const expected = segments(pattern);
  if (expected.length !== parts.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < expected.length; i++) {
    if (expected[i].startsWith(':')) {
      try {
        params[expected[i].slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return null;
      }
    } else if (expected[i] !== parts[i].toLowerCase()) {
      return null;
    }
  }
  return params;
}

function matchIn(lng: Language, parts: string[]): { key: RouteKey; params: RouteParams } | null {
  for (const key of routeKeys) {
    const params = matchSlug(routes[key].slugs[lng], parts);
    if (params) return { key, params };
  }
  return null;
}

function stripQuery(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/** The language prefix of a path (`/de/kalender` → `de`), or undefined. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = segments(stripQuery(pathname).pathname)[0];
  return isLanguage(first) ? first : undefined;
}

/**
 * The one place a pathname becomes a route. A prefixed path matches only its own language's slugs; an unprefixed
 * one matches English first, then any language's slugs (`/kalender` is still the calendar; `/` is home).
 */
export function matchPath(pathname: string): RouteMatch | null {
  const parts = segments(stripQuery(pathname).pathname);
  const lng = languageFromPath(pathname);
  if (lng) {
    const found = matchIn(lng, parts.slice(1));
    return found ? { ...found, lng } : null;
  }
  for (const candidate of ['en', ...languages.filter((l) => l !== 'en')] as Language[]) {
    const found = matchIn(candidate, parts);
    if (found) return { ...found, lng: undefined };
  }
  return null;
}

/**
 * The same page in another language, keeping parameters, query and hash (`/es/cuento/42?x=1` → `/fr/histoire/42?x=1`).
 * An unknown path keeps its segments under the new prefix, so a not-found page stays a not-found page.
 */
export function convertPath(path: string, toLng: Language): string {
  const { pathname, rest } = stripQuery(path);
  const match = matchPath(pathname);
  if (match) return pathFor(match.key, toLng, match.params) + rest;
  const parts = segments(pathname);
  if (isLanguage(parts[0])) parts.shift();
  return `/${[toLng, ...parts].join('/')}${rest}`;
}
