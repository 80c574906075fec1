// What the page and its service worker agree on: the message a page sends, and the answer on the port it passes.
/**
 * Sent by the page once loaded: keep the remotes' current deploy (and its texts in this language) on the device.
 * `account`: the page needs the account code (a stored session), so the worker keeps it too; only the page can
 * tell, since the session lives in the page's storage.
 */
export type KeepDeployMessage = { type: 'tales:keep-deploy'; language: string; account: boolean };

export const KEEP_DEPLOY = 'tales:keep-deploy' satisfies KeepDeployMessage['type'];

export function isKeepDeployMessage(value: unknown): value is KeepDeployMessage {
  const v = value as KeepDeployMessage | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.type === KEEP_DEPLOY &&
    typeof v.language === 'string' &&
    typeof v.account === 'boolean'
  );
}

/** The answer, once the deploy is on the device (or could not be fetched: the device keeps what it had). */
export const DEPLOY_KEPT = 'tales:deploy-kept';
