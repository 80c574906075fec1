/** Where the shell's server answers the runtime config (same origin as the page). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The site's service worker, at the root so its scope is the whole site (the shell's build writes it there). */
export const SERVICE_WORKER_PATH = '/sw.js';
