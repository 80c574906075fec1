// The pages the worker keeps. A revisit is answered from the kept copy alone, so nothing competes with it; once
// the page has loaded, its keep-deploy message refreshes the copy from the network for the next visit. A page the
// reader saw before this worker controlled it (the visit that installed the worker, or one that a newer deploy's
// worker has not answered yet) is kept by that same message, so the next visit to it comes from the device too.
import { isKeepablePage, keptPage } from './start-after-paint';

/** When the copy was kept, by the device's own clock (a server's `date` can be minutes off a phone's). */
const KEPT_AT = 'x-tales-kept-at';
// A copy kept this recently is the one this visit's own navigation fetched (a page never seen): fetching it again
// once the page has loaded would ask the server for the same page twice in one visit.
const JUST_KEPT_MS = 30_000;

/** The address of a page as the pages cache keys it (no fragment). */
export function pageAddress(clientUrl: string): string {
  const url = new URL(clientUrl);
  url.hash = '';
  return url.href;
}

/**
 * The copy to keep of the network's answer for a page, stamped with when it was kept; null for anything but the
 * page itself (a server error or a page not found would otherwise be what the next visit shows).
 */
export async function pageToKeep(response: Response): Promise<Response | null> {
  if (!isKeepablePage(response)) return null;
  const page = await keptPage(response);
  page.headers.set(KEPT_AT, String(Date.now()));
  return page;
}

function keptJustNow(kept: Response): boolean {
  const age = Date.now() - Number(kept.headers.get(KEPT_AT));
  return age >= 0 && age < JUST_KEPT_MS;
}

/**
 * Replaces the kept copy of the page at `clientUrl` with the server's current answer (keeps it when it is not
 * kept yet). A failed fetch or an answer that is not the page leaves the kept copy as it was.
 */
export async function refreshKeptPage(clientUrl: string, cacheName: string): Promise<void> {
  const address = pageAddress(clientUrl);
  const cache = await caches.open(cacheName);
  const kept = await cache.match(address);
  if (kept && keptJustNow(kept)) return;
  // `no-cache`: the server's page, never a copy the browser's HTTP cache may still serve while it revalidates.
  const response = await fetch(address, {
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
  });
  const page = await pageToKeep(response);
  if (page) await cache.put(address, page);
}
