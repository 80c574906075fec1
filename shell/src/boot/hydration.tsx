// Whether the page came rendered from the server and can be hydrated, and what the server handed over with it.
import { useEffect, type ReactNode } from 'react';
import { getPageCache, HANDOFF_ELEMENT_ID, parseHandoff, seedCache } from '@tales/shared/data';
import { CLIENT_RENDER_DIGEST } from '../federation/server-modules';
import { rootHydrated } from './early-press';

/** The mark `pnpm bench` reads: the server's page has hydrated and responds to input. */
export const HYDRATED_MARK = 'tales:hydrated';

/**
 * Marks the first commit of the page (hydrated, or rendered in the browser) for the bench, and makes a press from
 * before the app started. It wraps the app without adding a sibling, so the tree (and every useId) is the server's.
 */
export function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
    rootHydrated();
  }, []);
  return children;
}

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Puts the server's data in the page's cache and says whether to hydrate. The server's days (today's story, a
 * calendar's dates) are its time zone's: a reader in another zone gets the page rendered afresh in theirs.
 */
export function takeServerPage(root: HTMLElement): boolean {
  const element = document.getElementById(HANDOFF_ELEMENT_ID);
  const handoff = parseHandoff(element?.textContent);
  element?.remove();
  if (!handoff || !root.hasChildNodes()) return false;
  if (handoff.timeZone !== browserTimeZone()) {
    root.replaceChildren();
    return false;
  }
  seedCache(getPageCache(), handoff);
  return true;
}

/** Hydration's recoverable errors: a slot the server left to the browser is expected, anything else is reported. */
export function onRecoverableError(error: unknown): void {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_RENDER_DIGEST) return;
  console.error(error);
}
