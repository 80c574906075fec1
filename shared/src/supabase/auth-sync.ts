// Keeps the page's one auth store in step with Supabase Auth (SPEC §4 Auth): loading until the first
// answer; on a signed-in user, load the profile (a default profile when none exists); on sign-out, reset.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { signedOutState, useAuthStore, type AuthProfile } from '../stores/auth-store';
import { getSupabase } from './client';
import { getProfile } from './profiles';
import { refreshWhenShown, reloadSignedInProfile } from './profile-refresh';

const defaultProfile = (displayName: string): AuthProfile => ({ role: 'user', hasDonated: false, displayName });

async function applySession(session: Session | null, db: SupabaseClient): Promise<void> {
  const authUser = session?.user;
  if (!authUser) {
    useAuthStore.setState({ ...signedOutState });
    return;
  }
  const email = authUser.email ?? '';
  const metaName = typeof authUser.user_metadata?.name === 'string' ? authUser.user_metadata.name : '';
  let profile: AuthProfile;
  try {
    const row = await getProfile(authUser.id, db);
    profile = row ? { role: row.role, hasDonated: row.hasDonated, displayName: row.displayName } : defaultProfile(metaName);
  } catch {
    profile = defaultProfile(metaName);
  }
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

/** Starts listening; returns the unsubscribe function. */
export function startAuthSync(db: SupabaseClient = getSupabase()): () => void {
  useAuthStore.setState({ isLoading: true });
  const { data } = db.auth.onAuthStateChange((_event, session) => {
    // Supabase warns against awaiting its own calls inside this callback: defer the profile read.
    setTimeout(() => void applySession(session, db), 0);
  });
  const stopRefreshing = refreshWhenShown(() => reloadSignedInProfile(db));
  return () => {
    data.subscription.unsubscribe();
    stopRefreshing();
  };
}

/** Re-reads the profile (after a donation, or a display-name change). */
export async function refreshProfile(db: SupabaseClient = getSupabase()): Promise<void> {
  const { data } = await db.auth.getSession();
  await applySession(data.session, db);
}
