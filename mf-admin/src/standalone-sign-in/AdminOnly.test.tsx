// The admin page run on its own: the sign-in form until an administrator is signed in, whatever else happens.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedOutState, useAuthStore, type AuthState } from '@tales/shared/stores';
import { AuthActionError, signIn } from '@tales/shared/supabase/auth';
import { renderWithProviders } from '@tales/testing';
import { AdminOnly } from './AdminOnly';

jest.mock('@tales/shared/supabase/auth', () => ({
  ...jest.requireActual('@tales/shared/supabase/auth'),
  signIn: jest.fn(),
}));
const mockedSignIn = signIn as jest.MockedFunction<typeof signIn>;

const as = (state: Partial<AuthState>) =>
  act(() => useAuthStore.setState({ ...signedOutState, passwordRecovery: 'none', ...state }));
const reader = { id: 'u1', email: 'reader@tales.local', displayName: 'Reader' };
const admin = { id: 'u2', email: 'admin@tales.local', displayName: 'Admin' };

async function renderGate() {
  await renderWithProviders(
    <AdminOnly>
      <h1>The admin page</h1>
    </AdminOnly>,
  );
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(async () => {
  mockedSignIn.mockReset();
  await as({});
});

it('shows the sign-in form, not the page, while nobody is signed in', async () => {
  await renderGate();
  expect(screen.getByRole('heading', { level: 1, name: 'Log in as an administrator' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The admin page' })).not.toBeInTheDocument();
});

it('says why a wrong password did not sign in, and keeps the form', async () => {
  mockedSignIn.mockRejectedValue(new AuthActionError('wrong_password'));
  await renderGate();
  await logIn('admin@tales.local', 'nope');
  expect(mockedSignIn).toHaveBeenCalledWith('admin@tales.local', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
  expect(screen.queryByRole('heading', { name: 'The admin page' })).not.toBeInTheDocument();
});

it('turns a signed-in reader away with their address', async () => {
  await renderGate();
  await as({ user: reader, profile: { role: 'user', hasDonated: false, displayName: 'Reader' } });
  expect(screen.getByText(/reader@tales\.local is logged in but is not an administrator/)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The admin page' })).not.toBeInTheDocument();
});

it('shows the page once the signed-in account is an administrator', async () => {
  mockedSignIn.mockImplementation(async () => {
    await as({ user: admin, isAdmin: true, profile: { role: 'admin', hasDonated: false, displayName: 'Admin' } });
    return {} as Awaited<ReturnType<typeof signIn>>;
  });
  await renderGate();
  await logIn('admin@tales.local', 'tales-admin-2026');
  expect(await screen.findByRole('heading', { name: 'The admin page' })).toBeInTheDocument();
});

it('waits while the session is being read', async () => {
  await as({ isLoading: true, initialized: false });
  await renderGate();
  expect(screen.queryByRole('heading', { name: 'Log in as an administrator' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The admin page' })).not.toBeInTheDocument();
});
