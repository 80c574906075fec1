// The head of every page, per route and language, from plain data: the server renders it into the first
// response and the browser applies the same result on each client navigation, so both always agree.
import i18next from 'i18next';
import { brand } from '@tales/shared/theme/brand';
import { bcp47, languages, type Language } from '@tales/shared/i18n';
import {
  absoluteUrl,
  alternatePaths,
  manifestPath,
  matchPath,
  pathFor,
  routes,
  rssPath,
  type RouteMatch,
} from '@tales/shared/routing';
import type { StoryListing } from '@tales/shared/federation';
import { excerpt, storyTextFor } from '@tales/shared/story';
import { isGenre, type Story } from '@tales/shared/supabase';
import { truncateDescription } from './description';
import type { HeadTags, LinkTag, MetaTag } from './head-tags';
import { ogLocales } from './og-locale';

/** A translation lookup already bound to the page's language (`i18n.getFixedT(lng)` or `useTranslation().t`). */
export type Translate = (key: string) => string;

export type HeadInput = {
  /** The page's path (query and hash are ignored). */
  pathname: string;
  /** The page's language. */
  lng: Language;
  /** The site's absolute origin (`https://tales.example`), from the server's settings. */
  siteUrl: string;
  t: Translate;
  /** On a story page: the story once known, `null` when there is none (the page is then not found). */
  story?: Story | null;
  /** On a listing page (a genre's, an author's): its stories once known, `null` when there is none (not found). */
  listing?: StoryListing | null;
};

export const DEFAULT_ROBOTS = 'index,follow,max-image-preview:large';
const NOT_FOUND_ROBOTS = 'noindex,follow';
const ADMIN_ROBOTS = 'noindex,nofollow';
export const THEME_COLOR = brand.themeColor;

/** The site's own share picture, for pages without a cover (in the shell's public folder). */
export const DEFAULT_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** SPEC §9: a story's page description falls back to the first 150 characters of its content. */
const STORY_DESCRIPTION_FALLBACK = 150;

type Page = { kind: 'notFound' } | { kind: 'route'; match: RouteMatch; story?: Story };

function pageOf({ pathname, story, listing }: HeadInput): Page {
  const match = matchPath(pathname);
  if (!match) return { kind: 'notFound' };
  if (routes[match.key].head === 'listing') {
    const unknownGenre = match.params.genre !== undefined && !isGenre(match.params.genre);
    return listing === null || unknownGenre ? { kind: 'notFound' } : { kind: 'route', match };
  }
  if (routes[match.key].head === 'story') {
    if (story === null) return { kind: 'notFound' };
    return { kind: 'route', match, story: story ?? undefined };
  }
  return { kind: 'route', match };
}

type Words = { title: string; description: string; image?: string; published?: Date | null; modified?: Date | null };

function wordsFor(page: Page, { t, lng }: HeadInput): Words {
  const product = t('app.title');
  if (page.kind === 'notFound')
    return { title: `${t('notFound.title')} · ${product}`, description: t('notFound.description') };
  const { key } = page.match;
  if (routes[key].head === 'home')
    return { title: `${product} · ${t('app.tagline')}`, description: t(`meta.descriptions.${key}`) };
  const route = { title: `${t(`meta.titles.${key}`)} · ${product}`, description: t(`meta.descriptions.${key}`) };
  if (routes[key].head === 'listing') {
    // The listing's subject names the page: the genre in the page's language, the author as the stories spell it.
    const { genre, author } = page.match.params;
    const subject = genre !== undefined ? t(`tags.${genre}`) : (author ?? '');
    return { ...route, title: `${subject} · ${t(`meta.titles.${key}`)} · ${product}` };
  }
  const story = page.story;
  if (!story) return route;
  const text = storyTextFor(story, lng)?.text;
  const dates = { image: story.imageUrl, published: story.publishDate, modified: story.updatedAt };
  if (!text) return { ...route, ...dates };
  return {
    title: `${text.title} · ${product}`,
    description: excerpt(text.summary, text.content, STORY_DESCRIPTION_FALLBACK),
    ...dates,
  };
}

function robotsFor(page: Page): string {
  if (page.kind === 'notFound') return NOT_FOUND_ROBOTS;
  const route = routes[page.match.key];
  return route.admin || route.noindex ? ADMIN_ROBOTS : DEFAULT_ROBOTS;
}

const named = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });

/** The head of the page at `input.pathname` in `input.lng`. */
export function headFor(input: HeadInput): HeadTags {
  const { lng, siteUrl, t } = input;
  const page = pageOf(input);
  const words = wordsFor(page, input);
  const description = truncateDescription(words.description);
  const robots = robotsFor(page);
  const canonical =
    page.kind === 'route' && robots === DEFAULT_ROBOTS
      ? absoluteUrl(siteUrl, pathFor(page.match.key, lng, page.match.params))
      : undefined;
  const url = canonical ?? absoluteUrl(siteUrl, input.pathname.split(/[?#]/)[0]);
  const image = words.image ? absoluteUrl(siteUrl, words.image) : absoluteUrl(siteUrl, DEFAULT_IMAGE.path);
  const isArticle = page.kind === 'route' && routes[page.match.key].head === 'story' && page.story !== undefined;

  const meta: MetaTag[] = [
    named('description', description),
    named('robots', robots),
    named('theme-color', THEME_COLOR),
    property('og:site_name', t('app.title')),
    property('og:type', isArticle ? 'article' : 'website'),
    property('og:title', words.title),
    property('og:description', description),
    property('og:url', url),
    property('og:locale', ogLocales[lng]),
    ...languages.filter((other) => other !== lng).map((other) => property('og:locale:alternate', ogLocales[other])),
    property('og:image', image),
    ...(words.image
      ? []
      : [
          property('og:image:width', String(DEFAULT_IMAGE.width)),
          property('og:image:height', String(DEFAULT_IMAGE.height)),
        ]),
    property('og:image:alt', words.title),
    ...(isArticle && words.published ? [property('article:published_time', words.published.toISOString())] : []),
    ...(isArticle && words.modified ? [property('article:modified_time', words.modified.toISOString())] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', words.title),
    named('twitter:description', description),
    named('twitter:image', image),
  ];

  const links: LinkTag[] = [];
  if (canonical && page.kind === 'route') {
    links.push({ rel: 'canonical', href: canonical });
    for (const { hreflang, path } of alternatePaths(page.match.key, page.match.params))
      links.push({ rel: 'alternate', hreflang, href: absoluteUrl(siteUrl, path) });
  }
  links.push({
    rel: 'alternate',
    type: 'application/rss+xml',
    title: t('app.title'),
    href: absoluteUrl(siteUrl, rssPath(lng)),
  });
  links.push({ rel: 'manifest', href: manifestPath(lng) });

  return { lang: bcp47[lng], dir: i18next.dir(bcp47[lng]), title: words.title, meta, links };
}
