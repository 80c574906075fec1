// The shell's first script starts fetching /runtime-config.json before any shared library has arrived and
// leaves the promise here; loadRuntimeConfig() uses it instead of asking again.
export const EARLY_CONFIG_KEY = '__talesRuntimeConfig';

export type EarlyConfigHolder = { [EARLY_CONFIG_KEY]?: Promise<unknown> };

/** Where the shell's server answers the runtime config (same origin as the page). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The site's service worker, at the root so its scope is the whole site (the shell's build writes it there). */
export const SERVICE_WORKER_PATH = '/sw.js';
