// The header's account slot in each auth state, and the password-recovery steps it hosts.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { signedOutState, useAuthStore, type AuthState } from '@tales/shared/stores';
import { AuthActionError, requestPasswordReset, signOut, updatePassword } from '@tales/shared/supabase/auth';
import type { Language } from '@tales/shared/i18n';
import { renderWithProviders } from '@tales/testing';
import { ToastRegion, toastQueue } from '@tales/shared/ui';
import AccountMenu from './AccountMenu';

jest.mock('@tales/shared/supabase/auth', () => ({
  ...jest.requireActual('@tales/shared/supabase/auth'),
  signOut: jest.fn(),
  updatePassword: jest.fn(),
  requestPasswordReset: jest.fn(),
}));
const mockedSignOut = signOut as jest.MockedFunction<typeof signOut>;
const mockedUpdatePassword = updatePassword as jest.MockedFunction<typeof updatePassword>;
const mockedReset = requestPasswordReset as jest.MockedFunction<typeof requestPasswordReset>;

const reader = { id: 'u1', email: 'reader@tales.local', displayName: 'Reader One' };
const as = (state: Partial<AuthState>) =>
  useAuthStore.setState({ ...signedOutState, passwordRecovery: 'none', ...state });

function WhereAmI() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** Renders inside an async act, so a dialog's code-split chunk that the first render asks for settles in it. */
async function renderMenu(language: Language = 'en', route = `/${language}`) {
  await act(() =>
    renderWithProviders(
      <>
        <AccountMenu />
        <Routes>
          <Route path="*" element={<WhereAmI />} />
        </Routes>
        <ToastRegion />
      </>,
      { language, route },
    ),
  );
}

/** Clicks a control whose result is a code-split dialog, letting the chunk settle inside act. */
const pressOpening = (element: HTMLElement) => act(() => userEvent.click(element));

// Typing character by character is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  as({});
  jest.clearAllMocks();
});
afterEach(() => act(() => toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key))));

describe('AccountMenu signed out', () => {
  it('opens the auth dialog from the login button; Escape closes it and focus returns to the button', async () => {
    await renderMenu();
    const login = screen.getByRole('button', { name: 'Log in' });
    await pressOpening(login);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Tales' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(login).toHaveFocus());
  });

  it('closes the dialog with its close button', async () => {
    await renderMenu('es');
    await pressOpening(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a disabled busy button while auth is loading', async () => {
    as({ isLoading: true });
    await renderMenu();
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  it('closes an open dialog and shows the menu once a user exists', async () => {
    await renderMenu();
    await pressOpening(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog');
    act(() => useAuthStore.setState({ user: reader }));
    expect(await screen.findByRole('button', { name: 'Reader One' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AccountMenu signed in', () => {
  const openMenu = async () => {
    await userEvent.click(screen.getByRole('button', { name: /Reader One|reader@tales.local/ }));
    return screen.findByRole('menu');
  };

  it('a reader sees their stories, their account, remove ads and logout, not create story', async () => {
    as({ user: reader });
    await renderMenu();
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My stories',
      'Account',
      'Remove ads',
      'Log out',
    ]);
  });

  it.each([
    ['en', 'My stories', '/en/my-stories'],
    ['ru', 'Мои истории', '/ru/my-stories'],
    ['es', 'Mis cuentos', '/es/mis-cuentos'],
    ['en', 'Account', '/en/account'],
    ['ru', 'Аккаунт', '/ru/account'],
    ['de', 'Konto', '/de/konto'],
  ] as const)('in %s, %s opens %s', async (language, name, path) => {
    as({ user: reader });
    await renderMenu(language);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name }));
    expect(screen.getByTestId('path')).toHaveTextContent(path);
  });

  it('falls back to the email when there is no display name', async () => {
    as({ user: { ...reader, displayName: '' } });
    await renderMenu();
    expect(screen.getByRole('button', { name: 'reader@tales.local' })).toBeInTheDocument();
  });

  it('an admin sees create story, which opens the new-story page of the current language', async () => {
    as({ user: reader, isAdmin: true });
    await renderMenu('es');
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Crear cuento' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/es/admin/nuevo-cuento');
  });

  it.each([
    ['Todos los cuentos', '/es/admin/cuentos'],
    ['Programación', '/es/admin/programacion'],
  ])('an admin sees %s, which opens %s', async (name, path) => {
    as({ user: reader, isAdmin: true });
    await renderMenu('es');
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mis cuentos',
      'Cuenta',
      'Crear cuento',
      'Todos los cuentos',
      'Programación',
      'Quitar anuncios',
      'Cerrar sesión',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name }));
    expect(screen.getByTestId('path')).toHaveTextContent(path);
  });

  it('a donor sees donate again, which opens the donate page', async () => {
    as({ user: reader, hasDonated: true });
    await renderMenu('de');
    await userEvent.click(screen.getByRole('button', { name: 'Reader One' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Erneut spenden' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/de/spenden');
  });

  it('works by keyboard: Enter opens the menu, arrows move, Enter picks', async () => {
    as({ user: reader });
    await renderMenu();
    act(() => screen.getByRole('button', { name: 'Reader One' }).focus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My stories' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remove ads' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/en/donate');
  });

  it('logs out with a success toast', async () => {
    mockedSignOut.mockResolvedValue();
    as({ user: reader });
    await renderMenu();
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(mockedSignOut).toHaveBeenCalled();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("You're logged out");
  });

  it('a failed logout shows the error toast', async () => {
    mockedSignOut.mockRejectedValue(new AuthActionError('logout_error'));
    as({ user: reader });
    await renderMenu();
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("Couldn't log you out");
  });
});

describe('password recovery', () => {
  it('asks for the new password after a reset link, saves it and toasts', async () => {
    mockedUpdatePassword.mockImplementation(async () => act(() => useAuthStore.setState({ passwordRecovery: 'none' })));
    as({ user: reader, passwordRecovery: 'set_password' });
    await renderMenu();
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(dialog).toHaveTextContent('Choose a new password for reader@tales.local.');
    const save = screen.getByRole('button', { name: 'Save password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh-pass');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh-pasS');
    expect(save).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription("The passwords don't match.");
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh-pass');
    await userEvent.click(save);
    expect(mockedUpdatePassword).toHaveBeenCalledWith('fresh-pass');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Password changed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the form when saving fails, with the error toast', async () => {
    mockedUpdatePassword.mockRejectedValue(new AuthActionError('same_password'));
    as({ user: reader, passwordRecovery: 'set_password' });
    await renderMenu();
    await screen.findByRole('dialog', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'old-pass');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'old-pass{Enter}');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Same password as before');
    expect(screen.getByRole('dialog', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('closing the new-password dialog ends the recovery step', async () => {
    as({ user: reader, passwordRecovery: 'set_password' });
    await renderMenu();
    await screen.findByRole('dialog', { name: 'Choose a new password' });
    await userEvent.keyboard('{Escape}');
    expect(useAuthStore.getState().passwordRecovery).toBe('none');
  });

  it('says an expired link no longer works and sends a new one from the same dialog', async () => {
    mockedReset.mockResolvedValue();
    as({ passwordRecovery: 'link_invalid' });
    await renderMenu('fr', '/fr');
    const dialog = await screen.findByRole('dialog', { name: 'Ce lien ne fonctionne plus' });
    expect(dialog).toHaveTextContent('ne servent qu’une fois');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'reader@tales.local');
    await userEvent.click(screen.getByRole('button', { name: 'M’envoyer un nouveau lien' }));
    expect(mockedReset).toHaveBeenCalledWith('reader@tales.local', 'fr');
    expect(await screen.findByRole('status')).toHaveTextContent('Vérifiez vos e-mails');
  });
});
