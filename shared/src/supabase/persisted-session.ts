// A cheap look at what Supabase Auth keeps on the device, for deciding what to download before auth has run:
// a reader with no stored session and no auth link in the address needs none of the account code.

/** The storage key the page's Supabase client persists its session under (SPEC §4: persistence is local). */
export const AUTH_STORAGE_KEY = 'tales-auth';

/**
 * Set on `<html>` by the page head's script, before first paint, when a session is stored on this device: a page
 * whose server answer is a signed-out reader's (every server render is) can keep that answer out of sight until
 * this visitor's own arrives (an admin sees scheduled stories that readers do not).
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';

/** True when a session is stored on this device (it may still turn out to be expired). */
export function hasPersistedSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(AUTH_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy mode): nothing can have been persisted.
    return false;
  }
}

/**
 * What Supabase Auth reads from a link's landing address (fragment and query alike): the session or the error of
 * a password-reset, confirmation or magic link, or the code of a PKCE sign-in.
 */
const AUTH_LINK_PARAMS = ['access_token', 'error', 'error_code', 'error_description', 'code'];

/** True when the address carries what an auth link leaves in it. */
export function hasAuthLinkInUrl(
  location: Pick<Location, 'hash' | 'search'> | undefined = globalThis.location,
): boolean {
  if (!location) return false;
  const params = [new URLSearchParams(location.hash.replace(/^#/, '')), new URLSearchParams(location.search)];
  return params.some((found) => AUTH_LINK_PARAMS.some((name) => found.has(name)));
}

/** Whether the account code is needed on this load: a stored session to restore or an auth link to handle. */
export function accountCodeNeeded(): boolean {
  return hasPersistedSession() || hasAuthLinkInUrl();
}
