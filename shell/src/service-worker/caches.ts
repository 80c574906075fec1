// The service worker's caches (besides Workbox's precache of the shell's own files).
export const cacheNames = {
  /** The last runtime config the server answered, for a visit without network. */
  config: 'tales-config',
  /** The reader-facing remotes' current deploy (other origins), kept by the page's keep-deploy message. */
  remotes: 'tales-remotes',
  /** Pages as the server last answered them; one per shell deploy, so a cached page never names code that is gone. */
  pagesPrefix: 'tales-pages-',
} as const;

export const pagesCacheName = (deploy: string) => `${cacheNames.pagesPrefix}${deploy}`;
