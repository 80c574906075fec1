// Boot knows the route before React renders: start its remote (and the header's account menu when a session may
// be restored) right away, in parallel with translations, instead of after the first render.
import type { RemoteExpose } from '@tales/shared/federation';
import { accountCodeNeeded } from '@tales/shared/boot';
import { matchPath, remotePageOf, routes } from '@tales/shared/routing';
import { preloadExposed } from '../federation/remote-modules';
import { accountMenu } from '../federation/account-slots';

export function preloadForPath(pathname: string): void {
  const key = matchPath(pathname)?.key;
  const page = key ? remotePageOf(key) : undefined;
  const wanted: RemoteExpose[] = accountCodeNeeded() ? [accountMenu] : [];
  // mf-admin is fetched only after the guard has seen an admin (DESIGN.md principle 4).
  if (page && key && !routes[key].admin) wanted.unshift(page);
  for (const { remote, expose } of wanted) {
    preloadExposed(remote, expose).catch(() => undefined); // the slot's boundary shows the failure
  }
}
