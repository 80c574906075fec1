// A release's server build, tried before it goes live: the site's shell renderer (shell/dist-server, as every shell
// server runs it) with the live releases but this one for its remote renders each of the remote's public pages that
// take no parameter. A page the server could not render whole (the release's code did not load, or threw) refuses
// the release, with what the renderer said.
import path from 'node:path';
import type { RuntimeConfig } from '@tales/shared/config';
import { fallbackLanguage } from '@tales/shared/i18n';
import type { RemoteKey } from '@tales/shared/federation';
import { pathFor, remotePageOf, routeKeys, routePattern, routes } from '@tales/shared/routing';
import { createPageRenderer } from 'shell/server/ssr';

/** The remote's pages the server renders that take no parameter (`/en/donate`). */
export function dryRunPaths(key: RemoteKey): string[] {
  return routeKeys
    .filter((route) => remotePageOf(route)?.remote === key && !routes[route].admin)
    .filter((route) => !routePattern(route, fallbackLanguage).includes(':'))
    .map((route) => pathFor(route, fallbackLanguage));
}

export async function dryRun(shellDir: string, key: RemoteKey, config: RuntimeConfig, site: string): Promise<string[]> {
  const pages = dryRunPaths(key);
  if (pages.length === 0) return [];
  const said: string[] = [];
  const renderer = createPageRenderer(
    path.resolve(shellDir),
    () => config,
    (line) => said.push(line),
  );
  await renderer.start();
  try {
    const problems: string[] = [];
    for (const page of pages) {
      const result = await renderer.render(page, site);
      if (!result) {
        problems.push(`the shell's server renderer did not start: ${said.join('; ')}`);
        break;
      }
      // A page rendered whole is one a CDN may keep; a part left to the browser makes it no-cache.
      if (result.status !== 200 || result.headers['Cache-Control'] === 'no-cache')
        problems.push(
          `its page ${page} did not render on the server: ${said.filter((line) => line.includes(key)).join('; ') || `HTTP ${result.status}`}`,
        );
    }
    return problems;
  } finally {
    renderer.close();
  }
}
