// What the page and its service worker agree on: the one message the page sends.
/** Sent by the page once loaded: keep the remotes' current deploy (and its texts in this language) on the device. */
export type KeepDeployMessage = { type: 'tales:keep-deploy'; language: string };

export const KEEP_DEPLOY = 'tales:keep-deploy' satisfies KeepDeployMessage['type'];

export function isKeepDeployMessage(value: unknown): value is KeepDeployMessage {
  const v = value as KeepDeployMessage | null;
  return typeof v === 'object' && v !== null && v.type === KEEP_DEPLOY && typeof v.language === 'string';
}
