// The kill switch (README "Service worker"): served as /sw.js in place of the real worker, it takes over on the
// next visit, deletes every cache the site's worker made, unregisters itself and reloads open pages, which then
// come straight from the network as if no worker had ever been installed.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url)));
    })(),
  );
});
