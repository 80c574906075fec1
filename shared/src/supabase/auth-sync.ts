// Keeps the page's one auth store in step with Supabase Auth (SPEC §4 Auth): loading until the first
// answer; on a signed-in user, load the profile (writing the default one when the row is missing); on
// sign-out, reset. A password-reset link's outcome is recorded for the set-new-password step. The profile code
// (signed-in.ts) is downloaded with the first signed-in session, so a reader who never signs in never loads it.
import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import type { SupabaseClient } from './create-client';
import { setPasswordRecovery, signedOutState, useAuthStore, type AuthProfile } from '@tales/shared/stores';
import { getSupabase } from './client';

let signedInCode: Promise<typeof import('./signed-in')> | undefined;
const loadSignedInCode = () => (signedInCode ??= import(/* webpackChunkName: "signed-in" */ './signed-in'));

export const metadataName = (user: User): string =>
  typeof user.user_metadata?.name === 'string' ? user.user_metadata.name.trim() : '';

// Each session change bumps this; a slower profile read for an older change is dropped, not applied late.
let latest = 0;

async function applySession(session: Session | null, db: SupabaseClient): Promise<void> {
  const run = ++latest;
  const authUser = session?.user;
  if (!authUser) {
    useAuthStore.setState({ ...signedOutState });
    return;
  }
  const email = authUser.email ?? '';
  const metaName = metadataName(authUser);
  let profile: AuthProfile;
  try {
    const { signedInProfile } = await loadSignedInCode();
    profile = await signedInProfile({ id: authUser.id, email, displayName: metaName }, db);
  } catch {
    // Reading failed (offline, API down, the code not loaded): the least privileged profile, never an assumed
    // admin or donor.
    profile = { role: 'user', hasDonated: false, displayName: metaName };
  }
  if (run !== latest) return;
  const displayName = profile.displayName || metaName || email;
  useAuthStore.setState({
    user: { id: authUser.id, email, displayName },
    profile,
    isAdmin: profile.role === 'admin',
    hasDonated: profile.hasDonated,
    isLoading: false,
    initialized: true,
  });
}

/**
 * What a password-reset link put in the URL fragment: an error (expired or used link) is recorded and removed
 * from the address at once; a session is left for Supabase Auth, which reports PASSWORD_RECOVERY.
 */
export function takeRecoveryLinkError(location: Pick<Location, 'hash' | 'href'> = window.location): string | null {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const code = params.get('error_code') ?? params.get('error');
  if (!code) return null;
  const url = new URL(location.href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url.pathname + url.search);
  return code;
}

/** Supabase Auth empties the fragment that carried the link's tokens but leaves a bare `#` in the address. */
function dropEmptyFragment(): void {
  if (typeof window === 'undefined' || !window.location.href.endsWith('#')) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

function onAuthEvent(event: AuthChangeEvent, session: Session | null, db: SupabaseClient): void {
  if (event === 'PASSWORD_RECOVERY') {
    setPasswordRecovery('set_password');
    dropEmptyFragment();
  }
  // Supabase warns against awaiting its own calls inside this callback: defer the profile read.
  setTimeout(() => void applySession(session, db), 0);
}

/** Starts listening; returns the unsubscribe function. */
export function startAuthSync(db?: SupabaseClient): () => void {
  // Read before the client exists, so Supabase Auth never sees (and never stalls on) a failed link.
  if (typeof window !== 'undefined' && takeRecoveryLinkError()) setPasswordRecovery('link_invalid');
  const client = db ?? getSupabase();
  useAuthStore.setState({ isLoading: true, initialized: false });
  // In a browser a signed-in profile is read again whenever the page is shown (a donation made meanwhile).
  let refreshing: Promise<() => void> | undefined;
  const refreshWhenSignedIn = (session: Session | null) => {
    if (!session || refreshing || typeof window === 'undefined') return;
    refreshing = loadSignedInCode().then(
      ({ refreshWhenShown, reloadSignedInProfile }) => refreshWhenShown(() => reloadSignedInProfile(client)),
      () => () => undefined,
    );
  };
  const { data } = client.auth.onAuthStateChange((event, session) => {
    onAuthEvent(event, session, client);
    refreshWhenSignedIn(session);
  });
  return () => {
    data.subscription.unsubscribe();
    void refreshing?.then((stop) => stop());
  };
}

/** Re-reads the profile (after a donation, or a display-name change). */
export async function refreshProfile(db: SupabaseClient = getSupabase()): Promise<void> {
  const { data } = await db.auth.getSession();
  await applySession(data.session, db);
}
