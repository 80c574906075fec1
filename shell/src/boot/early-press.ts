// The app's side of the page head's early-press script (the page hand-off's `press`): once React answers presses, the script
// stops keeping them, and the press it kept is made again when the whole server page has hydrated (the root and
// every remote slot in it), so the button responds.
import { useEffect, type ReactNode } from 'react';
import { pageHandoff } from '@tales/shared/boot';

let kept: HTMLButtonElement | null = null;
let rootCommitted = false;
/** Remote slots on the page whose content has not committed yet (a slot's code may arrive after the root's). */
let slotsWaiting = 0;

/** Called just before React takes the page: from then on React answers presses itself. */
export function stopKeepingEarlyPresses(): void {
  const early = pageHandoff().press;
  if (!early) return;
  early.started = true;
  kept = early.button;
  early.button = null;
}

/** Presses the kept button once, if the page still shows it (a page rendered afresh has new buttons). */
function replayWhenHydrated(): void {
  if (!rootCommitted || slotsWaiting > 0 || !kept) return;
  const button = kept;
  kept = null;
  if (button.isConnected && !button.disabled) button.click();
}

/** The root's first commit. */
export function rootHydrated(): void {
  rootCommitted = true;
  replayWhenHydrated();
}

/** In a remote slot, outside its Suspense boundary: the slot waits for its content. */
export function useSlotWaiting(): void {
  useEffect(() => {
    slotsWaiting += 1;
    return () => {
      slotsWaiting -= 1;
      replayWhenHydrated();
    };
  }, []);
}

/** Inside a remote slot's Suspense boundary: its effect runs when the content has committed (hydrated). */
export function SlotContent({ children }: { children: ReactNode }) {
  useEffect(() => {
    slotsWaiting -= 1;
    replayWhenHydrated();
    return () => {
      slotsWaiting += 1;
    };
  }, []);
  return children;
}
