// Production pages register the site's service worker once loaded, so it never competes with the first render,
// then ask it to keep the remotes' current deploy in the reader's language (with the account code when this page
// needs it). Dev builds never register one and drop any worker a production build left on this origin, so hot
// reload is never answered from a cache.
import { accountCodeNeeded, SERVICE_WORKER_PATH } from '@tales/shared/boot';
import { i18n } from '@tales/shared/i18n';
import { KEEP_DEPLOY, type KeepDeployMessage } from './protocol';

async function register(): Promise<void> {
  try {
    // `updateViaCache: 'none'`: the browser asks the server for the worker on every visit, never its HTTP cache.
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { updateViaCache: 'none' });
  } catch (error) {
    // Offline, the worker already installed keeps serving; anything else is worth a line in the console.
    if (navigator.onLine) console.warn('[tales] service worker not registered', error);
    return;
  }
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({
    type: KEEP_DEPLOY,
    language: i18n.language,
    account: accountCodeNeeded(),
  } satisfies KeepDeployMessage);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
    return;
  }
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
