// When the whole server page has hydrated: the root and every remote slot in it (a slot's code may arrive after
// the root's, and its part of the page hydrates only then). What must wait for it (a press made before the app
// started, the move to the reader's time zone) waits here.
import { useEffect, type ReactNode } from 'react';

let rootCommitted = false;
/** Remote slots on the page whose content has not committed yet. */
let slotsWaiting = 0;
let waiting: (() => void)[] = [];

function runIfHydrated(): void {
  if (!rootCommitted || slotsWaiting > 0) return;
  const run = waiting;
  waiting = [];
  for (const callback of run) callback();
}

/** Runs `callback` once the whole page has hydrated (at once if it has). */
export function afterPageHydrated(callback: () => void): void {
  waiting.push(callback);
  runIfHydrated();
}

/** The root's first commit. */
export function rootHydrated(): void {
  rootCommitted = true;
  runIfHydrated();
}

/** In a remote slot, outside its Suspense boundary: the page waits for the slot's content. */
export function useSlotWaiting(): void {
  useEffect(() => {
    slotsWaiting += 1;
    return () => {
      slotsWaiting -= 1;
      runIfHydrated();
    };
  }, []);
}

/** Inside a remote slot's Suspense boundary: its effect runs when the content has committed (hydrated). */
export function SlotContent({ children }: { children: ReactNode }) {
  useEffect(() => {
    slotsWaiting -= 1;
    runIfHydrated();
    return () => {
      slotsWaiting += 1;
    };
  }, []);
  return children;
}
