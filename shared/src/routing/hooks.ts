// React helpers over the route table, for the shell and every remote.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toLanguage, fallbackLanguage } from '../i18n/languages';
import { matchPath, pathFor, type RouteMatch, type RouteParams } from './paths';
import type { RouteKey } from './routes';

/** The route of the current location, or null on an unknown path. */
export function useCurrentRoute(): RouteMatch | null {
  const { pathname } = useLocation();
  return matchPath(pathname);
}

/** `to('calendar')` → `/de/kalender` while German is active. */
export function useLocalizedPath(): (key: RouteKey, params?: RouteParams) => string {
  const { i18n } = useTranslation();
  const lng = toLanguage(i18n.language) ?? fallbackLanguage;
  return useCallback((key: RouteKey, params?: RouteParams) => pathFor(key, lng, params), [lng]);
}
