// A donation (or a rename) reaches the database while the reader is on another tab or app. When the page
// comes back into view, the signed-in profile is read again, so a new donor loses the ads without signing
// in again.
import type { SupabaseClient } from './create-client';
import { useAuthStore, type AuthProfile } from '@tales/shared/stores';
import { getSupabase } from './client';
import { getProfile } from './profiles';
import type { Profile } from './types';

export const toAuthProfile = (profile: Profile): AuthProfile => ({
  role: profile.role,
  hasDonated: profile.hasDonated,
  displayName: profile.displayName,
});

/** Re-reads the signed-in user's profile into the auth store; on failure the page keeps what it shows. */
export async function reloadSignedInProfile(db: SupabaseClient = getSupabase()): Promise<void> {
  const user = useAuthStore.getState().user;
  if (!user) return;
  let profile: Profile | null;
  try {
    profile = await getProfile(user.id, db);
  } catch {
    return; // offline or API down: the next time the page is shown tries again
  }
  // Signed out, or someone else signed in, while the request was out.
  if (!profile || useAuthStore.getState().user?.id !== user.id) return;
  useAuthStore.setState({
    user: { ...user, displayName: profile.displayName || user.displayName },
    profile: toAuthProfile(profile),
    isAdmin: profile.role === 'admin',
    hasDonated: profile.hasDonated,
  });
}

/** Where "the page is shown again" is heard: the window's focus and the document's visibility. */
export type PageView = {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
};

/**
 * Calls `refresh` whenever the page becomes visible or its window gains focus; one call at a time (switching
 * back to a tab fires both events). Returns the function that stops listening.
 */
export function refreshWhenShown(refresh: () => Promise<void>, view: PageView = { window, document }): () => void {
  let running: Promise<void> | undefined;
  const onShown = () => {
    if (view.document.visibilityState !== 'visible' || running) return;
    running = refresh().finally(() => {
      running = undefined;
    });
  };
  view.window.addEventListener('focus', onShown);
  view.document.addEventListener('visibilitychange', onShown);
  return () => {
    view.window.removeEventListener('focus', onShown);
    view.document.removeEventListener('visibilitychange', onShown);
  };
}
