import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { i18n } from '@tales/shared/i18n';
import { requestSignIn, signedOutState, useAuthStore } from '@tales/shared/stores';
import { renderWithProviders } from '@tales/testing';
import { toastQueue } from '@tales/shared/ui';
import { resetRemoteModules } from '../federation/remote-modules';
import { loadExposed, refreshRemotes } from '../federation/remotes';
import { AppContent } from './App';
import { AUTH_STORAGE_KEY } from '@tales/shared/boot';

// The page's remotes stand still here (following a shipped remote has tests of its own).
jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadExposed: jest.fn(),
  refreshRemotes: jest.fn(async () => undefined),
}));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;
const refresh = refreshRemotes as jest.MockedFunction<typeof refreshRemotes>;

// Stand-ins for the remotes: each page shows which expose rendered it.
const remotePage = (name: string) => ({ default: () => <h1>{name}</h1> });

function Where() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname + location.search}</output>;
}

async function renderApp(route: string, language: 'en' | 'de' | 'es' | 'fr' = 'en') {
  const result = await renderWithProviders(
    <>
      <AppContent />
      <Where />
    </>,
    { route, language },
  );
  return result;
}

const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;

beforeEach(() => {
  resetRemoteModules();
  useAuthStore.setState({ ...signedOutState });
  toastQueue.visibleToasts.forEach((t) => toastQueue.close(t.key));
  load.mockReset();
  load.mockImplementation(
    async (_remote, expose) =>
      (expose === './AccountMenu' ? { default: () => <button>Log in</button> } : remotePage(expose)) as never,
  );
});

describe('routes', () => {
  it('redirects an unprefixed path to the current language (replace)', async () => {
    await renderApp('/calendar?month=3', 'de');
    // The file's first render also loads the app's own lazy modules: a shared machine may take longer than a second.
    expect(await screen.findByRole('heading', { name: './CalendarPage' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/de/kalender?month=3');
    expect(screen.getByRole('link', { name: 'Kalender' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends / to the language home', async () => {
    await renderApp('/', 'es');
    expect(await screen.findByRole('heading', { name: './HomePage' })).toBeInTheDocument();
    expect(currentPath()).toBe('/es');
  });

  it('loads the story remote for a localized story path', async () => {
    await renderApp('/fr/histoire/42', 'fr');
    expect(await screen.findByRole('heading', { name: './StoryPage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('reader', './StoryPage', false);
  });

  it('shows a noindex not-found page with a link home for any other path', async () => {
    await renderApp('/en/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(currentPath()).toBe('/en');
  });

  it('asks whether a remote has moved to a new release on each client-side navigation', async () => {
    await renderApp('/en/about');
    await screen.findByRole('heading', { level: 1 });
    refresh.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Calendar' }));
    expect(await screen.findByRole('heading', { name: './CalendarPage' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps header, footer and other routes working when a remote is down', async () => {
    load.mockImplementation(async (remote, expose) => {
      if (remote === 'calendar') throw new Error('HTTP 502');
      return (expose === './AccountMenu' ? { default: () => <button>Log in</button> } : remotePage(expose)) as never;
    });
    await renderApp('/en/calendar');
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: './HomePage' })).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('sends a non-admin home with an error toast, and never loads mf-admin', async () => {
    await renderApp('/es/admin/nuevo-cuento', 'es');
    expect(await screen.findByRole('heading', { name: './HomePage' })).toBeInTheDocument();
    expect(currentPath()).toBe('/es');
    expect(screen.getByText('Solo para administradores')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('admin', expect.anything(), expect.anything());
  });

  it('lets an admin in', async () => {
    useAuthStore.setState({
      isAdmin: true,
      user: { id: '1', email: 'a@b.c', displayName: 'Ada' },
      profile: { role: 'admin', hasDonated: false, displayName: 'Ada' },
    });
    await renderApp('/en/admin/edit-story/7');
    expect(await screen.findByRole('heading', { name: './StoryFormPage' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });
});

describe('header', () => {
  // The pickers' react-aria code is a lazy chunk; requiring it the first time is slow in jest, not in a browser.
  beforeAll(() => import('../layout/header/select-widget'));

  it('switches language from the picker, rewriting the URL prefix', async () => {
    await renderApp('/es/cuento/42?ref=x', 'es');
    await userEvent.click(screen.getByRole('button', { name: /Idioma/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(await screen.findByRole('link', { name: 'Kalender' })).toBeInTheDocument();
    expect(currentPath()).toBe('/de/geschichte/42?ref=x');
    expect(document.documentElement.lang).toBe('de');
    await act(() => i18n.changeLanguage('en'));
  });

  it('names each language in its own language', async () => {
    await renderApp('/en');
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['English', 'Español', 'Português', 'Français', 'Italiano', '中文', 'Deutsch', 'Русский']);
  });

  it('opens a picker from the keyboard once its code has arrived, focus on the current choice', async () => {
    await renderApp('/en');
    const picker = screen.getByRole('button', { name: /Language/ });
    expect(picker).toHaveAttribute('aria-haspopup', 'listbox');
    picker.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('link', { name: 'Calendario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Idioma/ })).toHaveFocus();
    await act(() => i18n.changeLanguage('en'));
  });

  it('switches theme and remembers it', async () => {
    await renderApp('/en');
    await userEvent.click(screen.getByRole('button', { name: /Theme/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dark' }));
    expect(localStorage.getItem('tales-theme')).toBe('dark');
  });

  it('toggles the collapsed mobile menu and folds it on navigation', async () => {
    await renderApp('/en');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the menu open, and the focus on the language button, after choosing a language from it', async () => {
    await renderApp('/en/calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await waitFor(() => expect(currentPath()).toBe('/de/kalender'));
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: /Sprache/ })).toHaveFocus());
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('account area', () => {
  const authStandIns = async (_remote: string, expose: string) =>
    (expose === './AuthDialog'
      ? {
          default: ({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) => (
            <div role="dialog" aria-label="Sign in">
              <button onClick={() => onOpenChange?.(false)}>Close</button>
            </div>
          ),
        }
      : expose === './AccountMenu'
        ? { default: () => <button>Account of Ada</button> }
        : remotePage(expose)) as never;

  beforeEach(() => load.mockImplementation(authStandIns));
  afterEach(() => localStorage.clear());

  it('gives a signed-out reader a login button and loads no auth code until it is pressed', async () => {
    await renderApp('/en');
    expect(await screen.findByRole('heading', { name: './HomePage' })).toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Log in' });
    expect(load).not.toHaveBeenCalledWith('auth', expect.anything(), expect.anything());

    await userEvent.click(login);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('auth', './AuthDialog', false);
    expect(load).not.toHaveBeenCalledWith('auth', './AccountMenu', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('opens the same sign-in dialog when a page asks the reader to sign in (My stories, signed out)', async () => {
    await renderApp('/en/my-stories');
    expect(await screen.findByRole('heading', { name: './LibraryPage' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    expect(load).not.toHaveBeenCalledWith('auth', expect.anything(), expect.anything());

    act(() => requestSignIn());
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('auth', './AuthDialog', false);
  });

  it("shows mf-auth's account menu to a signed-in user", async () => {
    useAuthStore.setState({
      user: { id: '1', email: 'ada@example.com', displayName: 'Ada' },
      profile: { role: 'user', hasDonated: false, displayName: 'Ada' },
    });
    await renderApp('/en');
    expect(await screen.findByRole('button', { name: 'Account of Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('loads the account menu while a session stored on the device is being restored', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'b' }));
    useAuthStore.setState({ isLoading: true, initialized: false });
    await renderApp('/en');
    expect(await screen.findByRole('button', { name: 'Account of Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('auth', './AccountMenu', false);
  });

  it('shows a retry message below the button when the dialog cannot be loaded, and the header stays usable', async () => {
    load.mockImplementation(async (remote, expose) => {
      if (remote === 'auth') throw new Error('HTTP 502');
      return remotePage(expose) as never;
    });
    await renderApp('/en');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Retry');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the year, legal links, remove-ads and donate for a reader who has not donated', async () => {
    await renderApp('/de');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Tales`);
    expect(within(footer).getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/de/bedingungen',
    );
    expect(within(footer).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/datenschutz',
    );
    expect(within(footer).getByRole('link', { name: 'Werbung entfernen' })).toHaveAttribute('href', '/de/spenden');
    expect(within(footer).getByRole('link', { name: 'Spenden' })).toBeInTheDocument();
  });

  it('hides remove-ads and offers "donate again" after a donation', async () => {
    useAuthStore.setState({ hasDonated: true });
    await renderApp('/en');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Remove ads' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Donate again' })).toHaveAttribute('href', '/en/donate');
  });
});
