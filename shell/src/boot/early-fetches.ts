// Runs before React and the shared libraries have downloaded (they take a round trip or two on a slow phone):
// asks for what the first render needs — the runtime config, this language's translations and the code and texts
// of the remotes on screen — so it arrives in parallel with the libraries instead of after them (−0.5 s LCP on a
// throttled phone, `pnpm bench`).
// Only pure modules here: nothing may go through Module Federation yet.
import {
  accountCodeNeeded,
  detectLanguage,
  hasServerData,
  matchPath,
  pageHandoff,
  remotePageOf,
  remoteTextsUrl,
  routes,
  RUNTIME_CONFIG_PATH,
} from '@tales/shared/boot';
import { preload, preloadExposeFiles, readManifestEarly, remoteEntryUrl } from '../federation/manifest';
import { accountMenu } from '../federation/account-slots';

type Config = { remotes?: Partial<Record<string, string>> };

/** Reads the remote's manifest and preloads its entry and the exposes' own files (the runtime reuses them all). */
async function preloadRemote(manifestUrl: string, exposes: string[]): Promise<void> {
  const manifest = await readManifestEarly(manifestUrl);
  preload(remoteEntryUrl(manifestUrl, manifest), 'script');
  for (const expose of exposes) preloadExposeFiles(manifestUrl, manifest, expose);
}

export function startEarlyFetches(): void {
  preload(`/locales/${detectLanguage()}/common.json`, 'fetch');

  const config = fetch(RUNTIME_CONFIG_PATH).then((res) => {
    if (!res.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: HTTP ${res.status}`);
    return res.json() as Promise<Config>;
  });
  pageHandoff().config = config;

  const route = matchPath(window.location.pathname);
  const page = route && !routes[route.key].admin ? remotePageOf(route.key) : undefined;
  // A page the server did not render asks for its data through its loader: its code is needed up front too.
  const loader = route && page && !hasServerData() ? routes[route.key].data : undefined;
  // The account menu only when a session may be restored; a signed-out reader gets auth when asking to sign in.
  const onScreen = [page, loader, accountCodeNeeded() ? accountMenu : undefined].filter(
    (expose) => expose !== undefined,
  );
  const byRemote = new Map<string, string[]>();
  for (const { remote, expose } of onScreen) byRemote.set(remote, [...(byRemote.get(remote) ?? []), expose]);
  config
    .then(({ remotes = {} }) =>
      Promise.all(
        [...byRemote].map(([remote, exposes]) => {
          const manifest = remotes[remote];
          if (!manifest) return undefined;
          // The remote's texts ship next to its manifest: asked for alongside it, not after its code.
          preload(remoteTextsUrl(manifest, detectLanguage()), 'fetch');
          return preloadRemote(manifest, exposes);
        }),
      ),
    )
    .catch(() => undefined); // only a head start: boot loads and reports failures itself
}
