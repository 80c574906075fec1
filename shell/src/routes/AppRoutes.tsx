// Every route under the address's language prefix; unprefixed and unknown paths fall to UnmatchedPath.
import { Route, Routes, useLocation } from 'react-router-dom';
import { languageFromPath, routeKeys, routePattern } from '@tales/shared/routing';
import { RoutePage } from './RoutePage';
import { UnmatchedPath } from './UnmatchedPath';
import { usePreloadDataOnNavigation } from './usePreloadDataOnNavigation';
import { useRefreshRemotesOnNavigation } from './useRefreshRemotesOnNavigation';

export function AppRoutes() {
  useRefreshRemotesOnNavigation();
  usePreloadDataOnNavigation();
  // Only the routes of the address's language: the router ranks every route it is given on each render.
  const lng = languageFromPath(useLocation().pathname);
  return (
    <Routes>
      {lng &&
        routeKeys.map((key) => (
          // key={routeKey}: a new route gets fresh boundaries and Suspense (a failed slot does not follow you).
          <Route key={`${lng}-${key}`} path={routePattern(key, lng)} element={<RoutePage key={key} routeKey={key} />} />
        ))}
      <Route path="*" element={<UnmatchedPath />} />
    </Routes>
  );
}
