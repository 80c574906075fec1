// Keeps the keyboard inside a part of the page when a re-render removes the element that had focus (a button
// replaced by a message, a panel by the next step): the browser would drop focus to <body>, and the next Tab would
// start from the top of the page. Focus goes to `target()` instead.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Marks what focus should go to when what had it is gone (a status message, a banner). */
export const FOCUS_RESCUE_ATTRIBUTE = 'data-focus-rescue';

/** The first element marked with FOCUS_RESCUE_ATTRIBUTE inside `container`. */
export function rescueTargetIn(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[${FOCUS_RESCUE_ATTRIBUTE}]`) ?? null;
}

export function useFocusRescue(
  container: RefObject<HTMLElement | null>,
  target: () => HTMLElement | null | undefined,
): void {
  const lastFocused = useRef<Element | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    element.addEventListener('focusin', remember);
    return () => element.removeEventListener('focusin', remember);
  }, [container]);

  // After every commit, before paint: was focus inside, on something this render removed?
  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (!last || last.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      lastFocused.current = null; // focus went somewhere on purpose
      return;
    }
    const next = target();
    if (!next) return; // nothing to hold it yet (a loading state): try again after the next commit
    next.focus();
    lastFocused.current = next;
  });
}
