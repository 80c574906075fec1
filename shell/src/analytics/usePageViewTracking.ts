// One first-party page view per navigation (SPEC §7: title, location, path, language, referrer;
// the user id is filled in by the database from the session).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPath, routes } from '@tales/shared/routing';
import { trackPageView } from '@tales/shared/supabase';

const NOT_FOUND = 'Not Found';

export function usePageViewTracking(language: string): void {
  const { pathname, search } = useLocation();
  const lastTracked = useRef<string | null>(null);
  // Read in the browser only (the server renders this hook too, and has no document).
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const match = matchPath(pathname);
    // Unprefixed paths redirect at once; the prefixed one that follows is the real view.
    if (match && !match.lng) return;
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    const location = `${window.location.origin}${pathname}${search}`;
    // Fire and forget: a failed page view never reaches the page (no error, no toast, no retry).
    trackPageView({
      title: match ? routes[match.key].analytics : NOT_FOUND,
      location,
      path: pathname,
      language,
      referrer: previousUrl.current ?? document.referrer,
    }).catch(() => false);
    previousUrl.current = location;
  }, [pathname, search, language]);
}
