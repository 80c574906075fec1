// A navigation starts the new page's data beside the page's code, through the page's own loader (the load the
// page opened with is boot's: a server-rendered page needs no query).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadRouteData } from './route-data';

export function usePreloadDataOnNavigation(): void {
  const { pathname, search } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    // A new page, not a new query of the same page (the calendar's month): the page asks for that itself.
    if (pathname === shown.current) return;
    shown.current = pathname;
    preloadRouteData({ pathname, search });
  }, [pathname, search]);
}
