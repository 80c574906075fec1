export {
  routeKeys,
  routes,
  adminRoutes,
  remotePageOf,
  type RouteKey,
  type Route,
  type RoutePage,
  type RouteHead,
  type ShellPage,
} from './routes';
export {
  pathFor,
  routePattern,
  matchPath,
  convertPath,
  languageFromPath,
  type RouteMatch,
  type RouteParams,
} from './paths';
export { useCurrentRoute, useLocalizedPath } from './hooks';
export {
  SITEMAP_PATH,
  ROBOTS_PATH,
  RSS_ROUTE,
  rssPath,
  MANIFEST_ROUTE,
  MANIFEST_PATH,
  manifestPath,
  absoluteUrl,
} from './documents';
export { alternatePaths, type Alternate } from './alternates';
