// What the page and its service worker agree on: where the worker is served and the one message the page sends.
/** Served from the site's root so its scope is the whole site; `no-cache`, so a deploy is seen on the next visit. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Sent by the page once loaded: keep the remotes' current deploy (and its texts in this language) on the device. */
export type KeepDeployMessage = { type: 'tales:keep-deploy'; language: string };

export const KEEP_DEPLOY = 'tales:keep-deploy' satisfies KeepDeployMessage['type'];

export function isKeepDeployMessage(value: unknown): value is KeepDeployMessage {
  const v = value as KeepDeployMessage | null;
  return typeof v === 'object' && v !== null && v.type === KEEP_DEPLOY && typeof v.language === 'string';
}
