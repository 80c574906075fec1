// The auth state every app reads (SPEC §3 "Auth state"), kept in step with Supabase Auth by `startAuthSync`.
// Until that runs (tests, standalone remotes without a backend) it holds the signed-out, settled state.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

export type AuthUser = { id: string; email: string; displayName: string };
export type AuthProfile = { role: 'user' | 'admin'; hasDonated: boolean; displayName: string };

/**
 * Where a password-reset link left the reader: `set_password` once Supabase reports PASSWORD_RECOVERY (signed in
 * by the link, a new password to choose), `link_invalid` when the link was expired or already used.
 */
export type PasswordRecovery = 'none' | 'set_password' | 'link_invalid';

export type AuthState = {
  user: AuthUser | null;
  profile: AuthProfile | null;
  isAdmin: boolean;
  hasDonated: boolean;
  isLoading: boolean;
  initialized: boolean;
  passwordRecovery: PasswordRecovery;
};

/** The signed-out fields; a password-recovery step in progress is not part of it and survives a sign-out. */
export const signedOutState: Omit<AuthState, 'passwordRecovery'> = {
  user: null,
  profile: null,
  isAdmin: false,
  hasDonated: false,
  isLoading: false,
  initialized: true,
};

export const useAuthStore = create<AuthState>()(() => ({ ...signedOutState, passwordRecovery: 'none' }));

export function setPasswordRecovery(passwordRecovery: PasswordRecovery): void {
  useAuthStore.setState({ passwordRecovery });
}

const sessionRead = (): boolean => {
  const { initialized, isLoading } = useAuthStore.getState();
  return initialized && !isLoading;
};

/**
 * Whether this page knows who is visiting: Auth has read the session stored on the device (or found none). The
 * server never knows (it renders every visitor signed out), so a page being hydrated does not yet either: its first
 * render is the server's.
 */
export function useSessionRead(): boolean {
  return useSyncExternalStore(useAuthStore.subscribe, sessionRead, () => false);
}
