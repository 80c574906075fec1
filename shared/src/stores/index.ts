export {
  useThemeStore,
  syncThemeWithDocument,
  themePreferences,
  THEME_STORAGE_KEY,
  type ThemePreference,
  type ResolvedTheme,
} from './theme-store';
export {
  useAuthStore,
  signedOutState,
  setPasswordRecovery,
  useSessionRead,
  type AuthState,
  type AuthUser,
  type AuthProfile,
  type PasswordRecovery,
} from './auth-store';
export { useSignInRequest, requestSignIn } from './sign-in-request';
