/// <reference lib="webworker" />
// The site's service worker (production builds only), built by the shell's build after the shell itself:
// - the shell's own files of this deploy are precached, and served from the device;
// - a page kept on the device is answered from it and nothing is fetched, so no request competes with the visit
//   (its scripts start after its first frame: start-after-paint.ts); once the page has loaded, its keep-deploy
//   message refreshes the kept copy from the network for the next visit (seen-pages.ts); a page never seen comes
//   from the network and is kept, or without network gets the app's own index.html;
// - the runtime config and each remote's manifest, entry and texts (they change in place with a deploy) come from
//   the network first, so the next load after any deploy runs the new code, and from the device only when the
//   network cannot be reached; a remote's content-hashed code comes from the device once kept;
// - a new worker takes over at once, so an old one serves no more than the visit that found the new one.
import type { PrecacheEntry } from 'workbox-precaching';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { RUNTIME_CONFIG_PATH } from '@tales/shared/boot';
import { cacheNames, pagesCacheName } from './caches';
import { corsRequest, keepDeploy } from './keep-deploy';
import { DEPLOY_KEPT, isKeepDeployMessage } from './protocol';
import { remoteRequestKind } from './remote-requests';
import { pageToKeep, refreshKeptPage } from './seen-pages';

/** Filled in by the build: the shell's files with their revisions, and an id that changes with any of them. */
declare const __TALES_PRECACHE__: PrecacheEntry[];
declare const __TALES_DEPLOY__: string;

const worker = self as unknown as ServiceWorkerGlobalScope;
const APP_SHELL = '/index.html';

worker.addEventListener('install', () => {
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(cacheNames.pagesPrefix) && name !== pagesCacheName(__TALES_DEPLOY__))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

worker.addEventListener('message', (event) => {
  if (!isKeepDeployMessage(event.data)) return;
  // Sent once the page has loaded, so refreshing the page's kept copy never competes with the visit. A page that
  // passes a port hears when the device holds the deploy and the page itself (ready to be read offline).
  const [reply] = event.ports;
  const source = event.source as Client | null;
  const page =
    source?.type === 'window'
      ? refreshKeptPage(source.url, pagesCacheName(__TALES_DEPLOY__)).catch(() => undefined)
      : undefined;
  event.waitUntil(
    Promise.all([keepDeploy(event.data, RUNTIME_CONFIG_PATH), page]).then(() =>
      reply?.postMessage({ type: DEPLOY_KEPT }),
    ),
  );
});

cleanupOutdatedCaches();
// Only the exact file names: `/` and the language routes are pages, answered below.
precacheAndRoute(__TALES_PRECACHE__, { directoryIndex: '', cleanURLs: false });

const pages = new CacheFirst({
  cacheName: pagesCacheName(__TALES_DEPLOY__),
  plugins: [
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
    { cacheWillUpdate: ({ response }) => pageToKeep(response) },
  ],
});

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      // Never seen and no network: the app itself boots and shows what the device has (or says it needs a connection).
      const app = await matchPrecache(APP_SHELL);
      if (app) return app;
      throw error;
    }
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === RUNTIME_CONFIG_PATH,
  new NetworkFirst({ cacheName: cacheNames.config }),
);

const remoteCode = new CacheFirst({ cacheName: cacheNames.remotes, fetchOptions: corsRequest });
const remoteEntries = new NetworkFirst({
  cacheName: cacheNames.remotes,
  fetchOptions: { ...corsRequest, cache: 'no-cache' },
});
registerRoute(({ url }) => remoteRequestKind(url, worker.location.origin) === 'hashed', remoteCode);
registerRoute(({ url }) => remoteRequestKind(url, worker.location.origin) === 'entry', remoteEntries);
