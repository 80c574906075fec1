// Theme choice (SPEC §1: light, dark, system; default system; remembered locally).
// Stored as the plain word under `tales-theme`, which the inline script of index.html reads before first paint.
import { create } from 'zustand';

export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'tales-theme';
const darkQuery = '(prefers-color-scheme: dark)';

function readPreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return (themePreferences as readonly string[]).includes(saved ?? '') ? (saved as ThemePreference) : 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): ResolvedTheme {
  return typeof matchMedia === 'function' && matchMedia(darkQuery).matches ? 'dark' : 'light';
}

function resolve(preference: ThemePreference): ResolvedTheme {
  return preference === 'system' ? systemTheme() : preference;
}

function applyToDocument(theme: ResolvedTheme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

type ThemeState = {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
};

/** What the server renders with (it cannot read the reader's choice): hydration starts from the same state. */
const serverState = { preference: 'system', resolved: 'light' } as const satisfies Pick<
  ThemeState,
  'preference' | 'resolved'
>;

export const useThemeStore = create<ThemeState>()((set) => ({
  ...serverState,
  setPreference: (next) => {
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    set({ preference: next, resolved: resolve(next) });
  },
}));

// The saved choice is applied right after creation, so the store's initial state (zustand's server snapshot,
// which hydration reads) stays the server's and the switcher shows the choice once the page has hydrated.
useThemeStore.setState(() => {
  const preference = readPreference();
  return { preference, resolved: resolve(preference) };
});

/** Keeps <html data-theme> in step with the store and, on `system`, with the OS setting live. Returns cleanup. */
export function syncThemeWithDocument(): () => void {
  applyToDocument(useThemeStore.getState().resolved);
  const unsubscribe = useThemeStore.subscribe((state, previous) => {
    if (state.resolved !== previous.resolved) applyToDocument(state.resolved);
  });
  if (typeof matchMedia !== 'function') return unsubscribe;
  const media = matchMedia(darkQuery);
  const onOsChange = () => {
    const { preference } = useThemeStore.getState();
    if (preference === 'system') useThemeStore.setState({ resolved: systemTheme() });
  };
  media.addEventListener('change', onOsChange);
  return () => {
    unsubscribe();
    media.removeEventListener('change', onOsChange);
  };
}
