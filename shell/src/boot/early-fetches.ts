// Runs before React and the shared libraries have downloaded (they take a round trip or two on a slow phone):
// asks for what the first render needs — the runtime config, this language's translations and the code and texts
// of the remotes on screen — so it arrives in parallel with the libraries instead of after them (−0.5 s LCP on a
// throttled phone, `pnpm bench`).
// Only pure modules here: nothing may go through Module Federation yet.
import { accountCodeNeeded, detectLanguage, EARLY_CONFIG_KEY, matchPath, remotePageOf, remoteTextsUrl, routes, RUNTIME_CONFIG_PATH, type EarlyConfigHolder } from '@tales/shared/boot';
import { preload, preloadExposeFiles, readManifestEarly, remoteEntryUrl } from '../federation/manifest';
import { accountMenu } from '../federation/account-slots';

type Config = { remotes?: Partial<Record<string, string>> };

/** Reads the remote's manifest and preloads its entry and the page's own files (the runtime reuses all three). */
async function preloadRemote(manifestUrl: string, expose: string): Promise<void> {
  const manifest = await readManifestEarly(manifestUrl);
  preload(remoteEntryUrl(manifestUrl, manifest), 'script');
  preloadExposeFiles(manifestUrl, manifest, expose);
}

export function startEarlyFetches(): void {
  preload(`/locales/${detectLanguage()}/common.json`, 'fetch');

  const config = fetch(RUNTIME_CONFIG_PATH).then((res) => {
    if (!res.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: HTTP ${res.status}`);
    return res.json() as Promise<Config>;
  });
  (globalThis as EarlyConfigHolder)[EARLY_CONFIG_KEY] = config;

  const route = matchPath(window.location.pathname);
  const page = route && !routes[route.key].admin ? remotePageOf(route.key) : undefined;
  // The account menu only when a session may be restored; a signed-out reader gets auth when asking to sign in.
  const onScreen = [page, accountCodeNeeded() ? accountMenu : undefined].filter((expose) => expose !== undefined);
  config
    .then(({ remotes = {} }) =>
      Promise.all(
        onScreen.map(({ remote, expose }) => {
          const manifest = remotes[remote];
          if (!manifest) return undefined;
          // The remote's texts ship next to its manifest: asked for alongside it, not after its code.
          preload(remoteTextsUrl(manifest, detectLanguage()), 'fetch');
          return preloadRemote(manifest, expose);
        }),
      ),
    )
    .catch(() => undefined); // only a head start: boot loads and reports failures itself
}
