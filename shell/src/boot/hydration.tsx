// Whether the page came rendered from the server and can be hydrated, and what the server handed over with it.
import { useEffect, type ReactNode } from 'react';
import { getPageCache, HANDOFF_ELEMENT_ID, parseHandoff, seedCache } from '@tales/shared/data';
import { browserTimeZone, setReaderTimeZone } from '@tales/shared/i18n';
import { CLIENT_RENDER_DIGEST } from '../federation/server-modules';
import { afterPageHydrated, rootHydrated } from './page-hydrated';

/** The mark `pnpm bench` reads: the server's page has hydrated and responds to input. */
export const HYDRATED_MARK = 'tales:hydrated';
/** Every remote part of the page has committed too: everything on it answers input. */
export const PAGE_HYDRATED_MARK = 'tales:page-hydrated';
/** …and this one, when the page hydrates the server's markup: its detail is the zone the server made it for. */
export const SERVER_PAGE_MARK = 'tales:server-page';

/**
 * Marks the first commit of the page (hydrated, or rendered in the browser) for the bench, and makes a press from
 * before the app started. It wraps the app without adding a sibling, so the tree (and every useId) is the server's.
 */
export function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
    afterPageHydrated(() => performance.mark(PAGE_HYDRATED_MARK));
    rootHydrated();
  }, []);
  return children;
}

/**
 * Puts the server's data in the page's cache and says whether to hydrate. The server's days (today's story, a
 * calendar's dates) are the zone it rendered for, the reader's from their second visit on (the head script's
 * cookie): a page made for another zone hydrates in that zone, then moves to the reader's, so only what differs
 * changes and the markup is never thrown away.
 */
export function takeServerPage(root: HTMLElement): boolean {
  const element = document.getElementById(HANDOFF_ELEMENT_ID);
  const handoff = parseHandoff(element?.textContent);
  element?.remove();
  if (!handoff || !root.hasChildNodes()) return false;
  if (handoff.timeZone !== browserTimeZone()) {
    setReaderTimeZone(handoff.timeZone);
    // Once every part has hydrated (a remote's page hydrates when its code is here, after the root).
    afterPageHydrated(() => setReaderTimeZone(undefined));
  }
  seedCache(getPageCache(), handoff);
  performance.mark(SERVER_PAGE_MARK, { detail: { timeZone: handoff.timeZone } });
  return true;
}

/** Hydration's recoverable errors: a slot the server left to the browser is expected, anything else is reported. */
export function onRecoverableError(error: unknown): void {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_RENDER_DIGEST) return;
  console.error(error);
}
