// Rendered pages, kept for a few seconds per address, time zone and release of the remotes: the same page is the
// same for every reader in a zone on the same releases (signed-in parts render in the browser), so a burst of
// readers costs one render. Readers who follow get the same bytes (so the server compresses them once). Only pages
// a CDN may keep are kept.
import type { RenderResult } from '../../server/ssr-contract';

/** How long a rendered page is served again; with the data cache's age it stays within SPEC's minute. */
export const PAGE_MAX_AGE_MS = 5_000;
const MAX_PAGES = 500;

type Entry = { expires: number; page: RenderResult };

export function createPageCache(
  render: (url: string, origin: string, timeZone?: string, bucket?: number) => Promise<RenderResult>,
  {
    shareable,
    variantOf = () => '',
    now = Date.now,
  }: {
    /** Whether a page may be served again. */
    shareable: (result: RenderResult) => boolean;
    /** What a reader's release bucket renders with (pages are kept per variant). */
    variantOf?: (bucket?: number) => string;
    now?: () => number;
  },
) {
  const pages = new Map<string, Entry>();

  return async function cachedRender(
    url: string,
    origin: string,
    timeZone?: string,
    bucket?: number,
  ): Promise<RenderResult> {
    const key = `${origin} ${url} ${timeZone ?? ''} ${variantOf(bucket)}`;
    const entry = pages.get(key);
    if (entry && entry.expires > now()) return entry.page;
    const result = await render(url, origin, timeZone, bucket);
    if (shareable(result)) {
      pages.delete(key); // re-inserted last: the oldest pages go first when the cache is full
      pages.set(key, { expires: now() + PAGE_MAX_AGE_MS, page: result });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
    }
    return result;
  };
}
