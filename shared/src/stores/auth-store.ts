// The auth state every app reads (SPEC §3 "Auth state"). Until mf-auth's own store lands (its issue),
// this default holds the same fields: signed out, not loading, initialized.
import { create } from 'zustand';

export type AuthUser = { id: string; email: string; displayName: string };
export type AuthProfile = { role: 'user' | 'admin'; hasDonated: boolean; displayName: string };

export type AuthState = {
  user: AuthUser | null;
  profile: AuthProfile | null;
  isAdmin: boolean;
  hasDonated: boolean;
  isLoading: boolean;
  initialized: boolean;
};

export const signedOutState: AuthState = {
  user: null,
  profile: null,
  isAdmin: false,
  hasDonated: false,
  isLoading: false,
  initialized: true,
};

export const useAuthStore = create<AuthState>()(() => ({ ...signedOutState }));
