// A page the reader saw before this worker controlled it (the visit that installed the worker, or one that a
// newer deploy's worker has not answered yet) is kept like every page the worker answers itself, so the next
// visit to it comes from the device too.
import { isKeepablePage, keptPage } from './start-after-paint';

/** The address of a page as the pages cache keys it (no fragment). */
export function pageAddress(clientUrl: string): string {
  const url = new URL(clientUrl);
  url.hash = '';
  return url.href;
}

/** Keeps the page at `clientUrl` in `cacheName` unless it is there already; a page that is not a 200 is not kept. */
export async function keepSeenPage(clientUrl: string, cacheName: string): Promise<void> {
  const address = pageAddress(clientUrl);
  const cache = await caches.open(cacheName);
  if (await cache.match(address)) return;
  const response = await fetch(address, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (isKeepablePage(response)) await cache.put(address, await keptPage(response));
}
