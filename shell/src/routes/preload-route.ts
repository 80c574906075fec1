// Boot knows the route before React renders: start its remote (and the header's account menu when a session may
// be restored) right away, in parallel with translations, instead of after the first render.
import type { RemoteExpose } from '@tales/shared/federation';
import { accountCodeNeeded } from '@tales/shared/boot';
import { adminRoutes, matchPath, type RouteKey } from '@tales/shared/routing';
import { preloadRest } from '@tales/shared/supabase';
import { preloadExposed } from '../federation/remote-modules';
import { accountMenu, remotePages, routesWithData } from './route-remotes';

const routeOf = (pathname: string): RouteKey | undefined => (pathname === '/' ? 'home' : matchPath(pathname)?.key);

export function preloadForPath(pathname: string): void {
  const key = routeOf(pathname);
  const page = key ? remotePages[key] : undefined;
  const wanted: RemoteExpose[] = accountCodeNeeded() ? [accountMenu] : [];
  // mf-admin is fetched only after the guard has seen an admin (DESIGN.md principle 4).
  if (page && key && !adminRoutes.includes(key)) wanted.unshift(page);
  for (const { remote, expose } of wanted) {
    preloadExposed(remote, expose).catch(() => undefined); // the slot's boundary shows the failure
  }
}

/**
 * A page that fetches its own data (rendered in the browser, or reached by a navigation: no server answers) starts
 * the REST library now, beside its page's code, so its first query does not wait for it.
 */
export function preloadDataForPath(pathname: string): void {
  const key = routeOf(pathname);
  if (key && routesWithData.has(key)) preloadRest();
}
