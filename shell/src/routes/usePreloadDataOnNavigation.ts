// A navigation to a page that fetches its data starts the REST library with the page's code (the load the page
// opened with is boot's: a server-rendered page needs no query).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadDataForPath } from './preload-route';

export function usePreloadDataOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) preloadDataForPath(pathname);
  }, [pathname]);
}
