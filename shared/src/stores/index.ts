export { useThemeStore, syncThemeWithDocument, themePreferences, THEME_STORAGE_KEY, type ThemePreference, type ResolvedTheme } from './theme-store';
export { useAuthStore, signedOutState, type AuthState, type AuthUser, type AuthProfile } from './auth-store';
