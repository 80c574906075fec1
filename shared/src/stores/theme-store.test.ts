// Theme: default system, remembered under tales-theme (the same word index.html's inline script reads), follows the OS live.
type Listener = (event: { matches: boolean }) => void;

function mockSystemDark(initial: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initial,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn().mockReturnValue(media);
  return {
    set(dark: boolean) {
      media.matches = dark;
      listeners.forEach((l) => l({ matches: dark }));
    },
  };
}

function loadStore(): typeof import('./theme-store') {
  let mod!: typeof import('./theme-store');
  jest.isolateModules(() => {
    mod = require('./theme-store');
  });
  return mod;
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme store', () => {
  it('defaults to system and resolves it from the OS', () => {
    mockSystemDark(true);
    const { useThemeStore, syncThemeWithDocument } = loadStore();
    expect(useThemeStore.getState().preference).toBe('system');
    const stop = syncThemeWithDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });

  it('remembers a choice across page loads', () => {
    mockSystemDark(false);
    const first = loadStore();
    first.useThemeStore.getState().setPreference('dark');
    expect(localStorage.getItem('tales-theme')).toBe('dark');

    const reloaded = loadStore();
    expect(reloaded.useThemeStore.getState()).toMatchObject({ preference: 'dark', resolved: 'dark' });
  });

  it('forgets the stored word when going back to system', () => {
    mockSystemDark(false);
    const { useThemeStore } = loadStore();
    useThemeStore.getState().setPreference('light');
    useThemeStore.getState().setPreference('system');
    expect(localStorage.getItem('tales-theme')).toBeNull();
    expect(loadStore().useThemeStore.getState().preference).toBe('system');
  });

  it('ignores a corrupt stored value', () => {
    mockSystemDark(false);
    localStorage.setItem('tales-theme', 'purple');
    expect(loadStore().useThemeStore.getState()).toMatchObject({ preference: 'system', resolved: 'light' });
  });

  it('follows the OS live on system, and not on an explicit choice', () => {
    const os = mockSystemDark(false);
    const { useThemeStore, syncThemeWithDocument } = loadStore();
    const stop = syncThemeWithDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    os.set(true);
    expect(document.documentElement.dataset.theme).toBe('dark');

    useThemeStore.getState().setPreference('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    os.set(false);
    os.set(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });
});
