// /sitemap.xml: every public page, every published story, and the page of every genre and every named author
// with a published story, each in the eight languages with its hreflang alternates, stories with the date they
// last changed.
import {
  absoluteUrl,
  adminRoutes,
  alternatePaths,
  routeKeys,
  routePattern,
  routes,
  type RouteKey,
  type RouteParams,
} from '@tales/shared/routing';
import { isAnonymous } from '@tales/shared/story';
import { isGenre, type PublishedStoryEntry } from '@tales/shared/supabase';
import { element, XML_DECLARATION, xmlText } from './xml';

/** The genres and the named authors of the published stories, each once, in the order they first appear. */
function listingsOf(stories: PublishedStoryEntry[]): { genres: string[]; authors: string[] } {
  const genres = new Set(stories.flatMap((story) => story.tags).filter(isGenre));
  const authors = new Set(stories.map((story) => story.author).filter((author) => !isAnonymous(author)));
  return { genres: [...genres], authors: [...authors] };
}

/** Pages without parameters that anyone may read: the shell's and the remotes' public routes. */
export const publicPages: RouteKey[] = routeKeys.filter(
  (key) => !adminRoutes.includes(key) && !routes[key].noindex && !routePattern(key, undefined).includes(':'),
);

function urlEntries(siteUrl: string, key: RouteKey, params: RouteParams, lastmod?: Date | null): string[] {
  const alternates = alternatePaths(key, params);
  const links = alternates.map(
    ({ hreflang, path }) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(absoluteUrl(siteUrl, path))}"/>`,
  );
  // x-default names a page already listed in its own language; each language's page gets its own <url>.
  return alternates
    .filter((alternate) => alternate.hreflang !== 'x-default')
    .map(({ path }) =>
      [
        '<url>',
        element('loc', absoluteUrl(siteUrl, path)),
        ...(lastmod ? [element('lastmod', lastmod.toISOString())] : []),
        ...links,
        '</url>',
      ].join(''),
    );
}

export function sitemapXml(siteUrl: string, stories: PublishedStoryEntry[]): string {
  const { genres, authors } = listingsOf(stories);
  const urls = [
    ...publicPages.flatMap((key) => urlEntries(siteUrl, key, {})),
    ...genres.flatMap((genre) => urlEntries(siteUrl, 'genre', { genre })),
    ...authors.flatMap((author) => urlEntries(siteUrl, 'author', { author })),
    ...stories.flatMap((story) =>
      urlEntries(siteUrl, 'storyWithId', { storyId: story.id }, story.updatedAt ?? story.publishDate),
    ),
  ];
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
