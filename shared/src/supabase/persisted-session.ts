// A cheap look at what Supabase Auth keeps on the device, for deciding what to download before auth has run:
// a reader with no stored session and no auth link in the address needs none of the account code.

/** The storage key the page's Supabase client persists its session under (SPEC §4: persistence is local). */
export const AUTH_STORAGE_KEY = 'tales-auth';

/** True when a session is stored on this device (it may still turn out to be expired). */
export function hasPersistedSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(AUTH_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy mode): nothing can have been persisted.
    return false;
  }
}

/** True when the address carries what an auth link (password reset, e-mail confirmation) leaves in the fragment. */
export function hasAuthLinkInUrl(hash: string = globalThis.location?.hash ?? ''): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('access_token') || params.has('error_code') || params.has('error');
}

/** Whether the account code is needed on this load: a stored session to restore or an auth link to handle. */
export function accountCodeNeeded(): boolean {
  return hasPersistedSession() || hasAuthLinkInUrl();
}
