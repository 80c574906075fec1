// Boot: runtime config, remotes and translations load in parallel; the current route's remote starts
// downloading as soon as the config is known, before the first render.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@tales/shared/config';
import { startAuthSync } from '@tales/shared/supabase';
import { detectLanguage, initI18n, rememberBrowserTimeZone } from '@tales/shared/i18n';
import { syncThemeWithDocument } from '@tales/shared/stores';
import '@tales/shared/theme';
import { App } from './app/App';
import { HydrationMark, onRecoverableError, takeServerPage } from './boot/hydration';
import { keepPressesReactDrops, stopKeepingEarlyPresses } from './boot/early-press';
import { keepServerHead } from './head/DocumentHead';
import { registerRemotesFrom } from './federation/remotes';
import { installCopyGuard } from './page-guards/copy-guard';
import { preloadForPath } from './routes/preload-route';
import { preloadRouteData } from './routes/route-data';
import { registerServiceWorker } from './service-worker/register';

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // Before anything asks for data: the server's answers are in the cache, so hydration fetches none of them.
  const hydrate = takeServerPage(root);
  rememberBrowserTimeZone();
  syncThemeWithDocument();
  installCopyGuard();
  const remotesReady = loadRuntimeConfig().then((config) => {
    registerRemotesFrom(config);
    preloadForPath(window.location.pathname);
    // Without the server's page the route asks for its own data, through its loader.
    if (!hydrate) preloadRouteData(window.location);
    startAuthSync();
  });
  const lng = detectLanguage();
  const translationsReady = initI18n(lng);
  // Without a config every remote slot shows its retry message; the shell's own pages still work.
  await Promise.all([
    remotesReady.catch((error: unknown) => console.error('[tales] runtime config failed', error)),
    translationsReady,
  ]);

  const app = (
    <StrictMode>
      <HydrationMark>
        <App />
      </HydrationMark>
    </StrictMode>
  );
  stopKeepingEarlyPresses();
  if (hydrate) {
    keepServerHead(window.location.pathname);
    hydrateRoot(root, app, { onRecoverableError });
    keepPressesReactDrops(root);
  } else {
    createRoot(root).render(app);
  }
  registerServiceWorker();
}

void boot();
