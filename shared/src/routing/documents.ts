// Paths of the documents the shell's server writes for crawlers and feed readers; the page head links to them.
import type { Language } from '../i18n/languages';

/** A path (or an absolute URL, kept as is) on the site at `siteUrl`: `https://tales.example` + `/en/calendar`. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** `/de/rss.xml`: the latest stories in one language. */
export function rssPath(lng: Language): string {
  return `/${lng}/rss.xml`;
}

/** The server's route pattern for every language's feed. */
export const RSS_ROUTE = '/:lng/rss.xml';

/** `/ru/manifest.webmanifest`: the web app manifest with the site's name in one language. */
export function manifestPath(lng: Language): string {
  return `/${lng}/manifest.webmanifest`;
}

/** The server's route pattern for every language's manifest; MANIFEST_PATH is the default language's. */
export const MANIFEST_ROUTE = '/:lng/manifest.webmanifest';
export const MANIFEST_PATH = '/manifest.webmanifest';
