// Every route under each of the eight prefixes; unprefixed and unknown paths fall to UnmatchedPath.
import { Route, Routes } from 'react-router-dom';
import { languages } from '@tales/shared/i18n';
import { routeKeys, routePattern } from '@tales/shared/routing';
import { RoutePage } from './RoutePage';
import { UnmatchedPath } from './UnmatchedPath';
import { useRefreshRemotesOnNavigation } from './useRefreshRemotesOnNavigation';

export function AppRoutes() {
  useRefreshRemotesOnNavigation();
  return (
    <Routes>
      {languages.flatMap((lng) =>
        routeKeys.map((key) => (
          // key={routeKey}: a new route gets fresh boundaries and Suspense (a failed slot does not follow you).
          <Route key={`${lng}-${key}`} path={routePattern(key, lng)} element={<RoutePage key={key} routeKey={key} />} />
        )),
      )}
      <Route path="*" element={<UnmatchedPath />} />
    </Routes>
  );
}
