// One first-party page view per navigation (SPEC §7: title, location, path, language, referrer;
// the user id is filled in by the database from the session).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsNames, matchPath } from '@tales/shared/routing';
import { trackPageView } from '@tales/shared/supabase';

const NOT_FOUND = 'Not Found';

export function usePageViewTracking(language: string): void {
  const { pathname } = useLocation();
  const lastTracked = useRef<string | null>(null);
  const previousUrl = useRef<string>(document.referrer);

  useEffect(() => {
    const match = matchPath(pathname);
    // Unprefixed paths redirect at once; the prefixed one that follows is the real view.
    if (match && !match.lng) return;
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    void trackPageView({
      title: match ? analyticsNames[match.key] : NOT_FOUND,
      location: window.location.href,
      path: pathname,
      language,
      referrer: previousUrl.current,
    });
    previousUrl.current = window.location.href;
  }, [pathname, language]);
}
