// Rendered pages, kept for a few seconds per address and time zone: the same page is the same for every reader in
// a zone (signed-in parts render in the browser), so a burst of readers costs one render. Readers who follow get the same bytes
// (so the server compresses them once). Only pages a CDN may keep are kept.
import type { RenderResult } from '../../server/ssr-contract';

/** How long a rendered page is served again; with the data cache's age it stays within SPEC's minute. */
export const PAGE_MAX_AGE_MS = 5_000;
const MAX_PAGES = 500;

type Entry = { expires: number; page: RenderResult };

export function createPageCache(
  render: (url: string, origin: string, timeZone?: string) => Promise<RenderResult>,
  shareable: (result: RenderResult) => boolean,
  now: () => number = Date.now,
) {
  const pages = new Map<string, Entry>();

  return async function cachedRender(url: string, origin: string, timeZone?: string): Promise<RenderResult> {
    const key = `${origin} ${url} ${timeZone ?? ''}`;
    const entry = pages.get(key);
    if (entry && entry.expires > now()) return entry.page;
    const result = await render(url, origin, timeZone);
    if (shareable(result)) {
      pages.delete(key); // re-inserted last: the oldest pages go first when the cache is full
      pages.set(key, { expires: now() + PAGE_MAX_AGE_MS, page: result });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
    }
    return result;
  };
}
