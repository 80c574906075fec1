// A story section replaced by another day's (a new element) takes over the focus the old one held, so a keyboard
// reader inside the story is not dropped to the page's start.
import { useCallback, useRef } from 'react';

/** The section's ref: React detaches the old section (still in the page) before it attaches the new one. */
export function useFocusAcrossStories(): (section: HTMLElement | null) => void {
  const current = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  return useCallback((section: HTMLElement | null) => {
    if (section === null) {
      hadFocus.current = !!current.current?.contains(document.activeElement);
    } else {
      if (hadFocus.current && (document.activeElement === null || document.activeElement === document.body)) {
        // Focusable by script only: a click on the story's text does not focus the whole section.
        section.tabIndex = -1;
        section.focus();
      }
      hadFocus.current = false;
    }
    current.current = section;
  }, []);
}
