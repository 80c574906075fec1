// The app's side of the page head's early-press script (the page hand-off's `press`): once React answers presses,
// the script stops keeping them, and the press it kept is made again when the whole server page has hydrated, so
// the button responds.
import { pageHandoff } from '@tales/shared/boot';
import { afterPageHydrated } from './page-hydrated';

/** Called just before React takes the page: from then on React answers presses itself. */
export function stopKeepingEarlyPresses(): void {
  const early = pageHandoff().press;
  if (!early) return;
  early.started = true;
  const kept = early.button;
  early.button = null;
  // Pressed once, if the page still shows the button (a page rendered afresh has new buttons).
  if (kept) afterPageHydrated(() => kept.isConnected && !kept.disabled && kept.click());
}
