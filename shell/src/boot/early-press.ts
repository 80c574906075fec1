// Presses the page cannot answer yet are kept and made again once the whole server page has hydrated, so the
// button responds: before the app starts, the page head's early-press script keeps them (the page hand-off's
// `press`); after, React drops a press on a part whose code has not arrived yet, and the app keeps that one.
import { pageHandoff } from '@tales/shared/boot';
import { afterPageHydrated } from './page-hydrated';

/** Presses a kept button once, if the page still shows it enabled (a page rendered afresh has new buttons). */
function pressIfShown(button: HTMLButtonElement | null): void {
  if (button?.isConnected && !button.disabled) button.click();
}

/** Called just before React takes the page: from then on React answers presses itself. */
export function stopKeepingEarlyPresses(): void {
  const early = pageHandoff().press;
  if (!early) return;
  early.started = true;
  const kept = early.button;
  early.button = null;
  if (kept) afterPageHydrated(() => pressIfShown(kept));
}

/**
 * Called just after React has taken the page. Until the whole page has hydrated, a press on a part whose code has
 * not arrived yet (a remote's page) cannot be answered: React stops it in the root's capture phase, so it never
 * reaches the root's bubble phase. The last such press is made again once the page has hydrated.
 */
export function keepPressesReactDrops(root: HTMLElement): void {
  let pressed: HTMLButtonElement | null = null;
  let dropped: HTMLButtonElement | null = null;
  // Registered after React's own listeners on the root, so each runs after React's of the same phase.
  const onCapture = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    pressed = button;
    setTimeout(() => {
      if (pressed !== button) return;
      dropped = button;
      pressed = null;
    });
  };
  const onBubble = () => {
    pressed = null;
  };
  root.addEventListener('click', onCapture, true);
  root.addEventListener('click', onBubble);
  afterPageHydrated(() => {
    root.removeEventListener('click', onCapture, true);
    root.removeEventListener('click', onBubble);
    pressIfShown(dropped);
  });
}
