// The auth dialog as a person uses it: real translations, react-aria, the page's toast region. The account
// actions are replaced at the module boundary (they are tested against the local API in @tales/shared).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedOutState, useAuthStore } from '@tales/shared/stores';
import { AuthActionError, requestPasswordReset, signIn, signUp } from '@tales/shared/supabase/auth';
import { renderWithProviders } from '@tales/testing';
import { ToastRegion, toastQueue } from '@tales/shared/ui';
import AuthDialog from './AuthDialog';

jest.mock('@tales/shared/supabase/auth', () => ({
  ...jest.requireActual('@tales/shared/supabase/auth'),
  signIn: jest.fn(),
  signUp: jest.fn(),
  requestPasswordReset: jest.fn(),
}));
const mockedSignIn = signIn as jest.MockedFunction<typeof signIn>;
const mockedSignUp = signUp as jest.MockedFunction<typeof signUp>;
const mockedReset = requestPasswordReset as jest.MockedFunction<typeof requestPasswordReset>;

const reader = { id: 'u1', email: 'reader@tales.local', displayName: 'Reader One' };
const signedIn = () => act(() => useAuthStore.setState({ user: reader }));

// Typing character by character is slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  useAuthStore.setState({ ...signedOutState, passwordRecovery: 'none' });
  jest.clearAllMocks();
});
afterEach(() => act(() => toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key))));

async function openDialog(props: Partial<Parameters<typeof AuthDialog>[0]> = {}, language: 'en' | 'es' = 'en') {
  const onOpenChange = jest.fn();
  const onSuccess = jest.fn();
  await renderWithProviders(
    <>
      <AuthDialog isOpen onOpenChange={onOpenChange} onSuccess={onSuccess} {...props} />
      <ToastRegion />
    </>,
    { language },
  );
  return { onOpenChange, onSuccess, dialog: await screen.findByRole('dialog') };
}

const toast = () => screen.findByRole('alertdialog');

describe('AuthDialog', () => {
  it('has a title, a description and login and signup tabs, login first', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Welcome to Tales');
    expect(within(dialog).getByText(/Log in to your account or create one for free/)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'false');
  });

  describe('login', () => {
    it('keeps the button disabled until both fields are filled', async () => {
      await openDialog();
      const submit = screen.getByRole('button', { name: 'Log in' });
      expect(submit).toBeDisabled();
      await userEvent.type(screen.getByLabelText(/^Email/), 'reader@tales.local');
      expect(submit).toBeDisabled();
      await userEvent.type(screen.getByLabelText(/^Password/), 'x');
      expect(submit).toBeEnabled();
    });

    it('shows the invalid-email message on the field, announced, and sends nothing', async () => {
      await openDialog();
      await userEvent.type(screen.getByLabelText(/^Email/), 'reader');
      await userEvent.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
      const email = screen.getByRole('textbox', { name: /^Email/ });
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
      expect(email).toHaveFocus();
      expect(mockedSignIn).not.toHaveBeenCalled();
    });

    it('shows a required message once a field is left empty', async () => {
      await openDialog();
      await userEvent.click(screen.getByLabelText(/^Email/));
      await userEvent.tab();
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Enter your email address.');
    });

    it('makes the inputs read-only while logging in, keeping focus on the pending button, then toasts and closes once the user exists', async () => {
      let finish!: () => void;
      mockedSignIn.mockImplementation(
        () =>
          new Promise(
            (resolve) =>
              (finish = () => resolve({ email: reader.email, user_metadata: { name: 'Reader One' } } as never)),
          ),
      );
      const { onOpenChange, onSuccess } = await openDialog();
      await userEvent.type(screen.getByLabelText(/^Email/), 'reader@tales.local');
      await userEvent.type(screen.getByLabelText(/^Password/), 'tales-reader-2026');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(mockedSignIn).toHaveBeenCalledWith('reader@tales.local', 'tales-reader-2026');
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(/^Password/)).toHaveAttribute('readonly');
      const pending = screen.getByRole('button', { name: 'Logging in…' });
      expect(pending).toHaveAttribute('aria-disabled', 'true');
      expect(pending).toHaveFocus();

      await act(async () => finish());
      expect(await toast()).toHaveTextContent("Welcome back!You're logged in as Reader One.");
      expect(onSuccess).not.toHaveBeenCalled();
      signedIn();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // A refreshed session is not a second success.
      act(() => useAuthStore.setState({ user: { ...reader } }));
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['wrong_password', 'Wrong email or password'],
      ['too_many_requests', 'Too many attempts'],
      ['user_disabled', 'Account disabled'],
      ['login_error', "Can't reach Tales"],
    ] as const)('a %s failure shows its toast and keeps the dialog and the typed values', async (code, title) => {
      mockedSignIn.mockRejectedValue(new AuthActionError(code));
      const { onSuccess } = await openDialog();
      await userEvent.type(screen.getByLabelText(/^Email/), 'reader@tales.local');
      await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-one{Enter}');
      expect(await toast()).toHaveTextContent(title);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('reader@tales.local');
      expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('readonly');
      // Enter was pressed in the password field: focus is still there, inside the dialog.
      expect(screen.getByLabelText(/^Password/)).toHaveFocus();
      expect(onSuccess).not.toHaveBeenCalled();
    });
  });

  describe('signup', () => {
    async function openSignup() {
      const opened = await openDialog();
      await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
      return opened;
    }
    const fill = async (values: { name?: string; email?: string; password?: string; confirm?: string }) => {
      if (values.name) await userEvent.type(screen.getByLabelText(/^Name/), values.name);
      if (values.email) await userEvent.type(screen.getByLabelText(/^Email/), values.email);
      if (values.password) await userEvent.type(screen.getByLabelText(/^Password/), values.password);
      if (values.confirm) await userEvent.type(screen.getByLabelText(/^Confirm password/), values.confirm);
    };
    const submit = () => screen.getByRole('button', { name: 'Create account' });

    it('enables submit only with name, email, a 6-character password and a matching confirmation', async () => {
      await openSignup();
      await fill({ name: 'Ada', email: 'ada@tales.local', password: '12345', confirm: '12345' });
      expect(submit()).toBeDisabled();
      await userEvent.type(screen.getByLabelText(/^Password/), '6');
      expect(submit()).toBeDisabled();
      await userEvent.type(screen.getByLabelText(/^Confirm password/), '6');
      expect(submit()).toBeEnabled();
      await userEvent.clear(screen.getByLabelText(/^Name/));
      expect(submit()).toBeDisabled();
    });

    it('shows the length and mismatch messages on their fields', async () => {
      await openSignup();
      await fill({ password: '123', confirm: '124' });
      await userEvent.tab();
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        expect.stringContaining('The password needs at least 6 characters.'),
      );
      expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription("The passwords don't match.");
    });

    it('checks the name length and the email shape on submit', async () => {
      await openSignup();
      await fill({ name: 'Al', email: 'al@home', password: 'secret', confirm: 'secret' });
      await userEvent.click(submit());
      expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Your name needs at least 3 characters.');
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'Enter a valid email address, like name@example.com.',
      );
      expect(screen.getByLabelText(/^Name/)).toHaveFocus();
      expect(mockedSignUp).not.toHaveBeenCalled();
    });

    it('creates the account, toasts and closes once the user exists', async () => {
      mockedSignUp.mockResolvedValue({ user: null, needsEmailConfirmation: false });
      const { onSuccess } = await openSignup();
      await fill({ name: 'Ada Lovelace', email: 'ada@tales.local', password: 'secret', confirm: 'secret' });
      await userEvent.click(submit());
      expect(mockedSignUp).toHaveBeenCalledWith('Ada Lovelace', 'ada@tales.local', 'secret');
      expect(await toast()).toHaveTextContent('Account created');
      signedIn();
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    });

    it('when the project asks for email confirmation, says so and goes back to the login tab', async () => {
      mockedSignUp.mockResolvedValue({ user: null, needsEmailConfirmation: true });
      const { onSuccess } = await openSignup();
      await fill({ name: 'Ada', email: 'ada@tales.local', password: 'secret', confirm: 'secret' });
      await userEvent.click(submit());
      expect(await toast()).toHaveTextContent('Open the link we sent to ada@tales.local to activate your account.');
      expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
      expect(onSuccess).not.toHaveBeenCalled();
    });

    it.each([
      ['email_in_use', 'Email already in use'],
      ['invalid_email', 'Invalid email address'],
      ['weak_password', 'Password too weak'],
      ['signup_error', "Couldn't create your account"],
    ] as const)('%s shows its toast and keeps the form', async (code, title) => {
      mockedSignUp.mockRejectedValue(new AuthActionError(code));
      await openSignup();
      await fill({ name: 'Ada', email: 'ada@tales.local', password: 'secret', confirm: 'secret' });
      await userEvent.click(submit());
      expect(await toast()).toHaveTextContent(title);
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada');
    });
  });

  describe('password reset', () => {
    it('is reached from forgot password, sends, confirms, and goes back to the login tab', async () => {
      mockedReset.mockResolvedValue();
      await openDialog();
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
      const send = screen.getByRole('button', { name: 'Send reset link' });
      expect(send).toBeDisabled();
      await userEvent.type(screen.getByLabelText(/^Email/), 'nobody@tales.local');
      await userEvent.click(send);
      expect(mockedReset).toHaveBeenCalledWith('nobody@tales.local', 'en');
      expect(await screen.findByRole('status')).toHaveTextContent('Check your email');
      expect(screen.getByRole('status')).toHaveTextContent('If there is an account for nobody@tales.local');
      // Sent: back on the login tab, the confirmation above the form and focused.
      expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveFocus();
    });

    it('cancel goes back to the login tab, with focus on it', async () => {
      await openDialog();
      await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
      await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
      expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Log in' })).toHaveFocus();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('shows the invalid-email message and sends nothing', async () => {
      await openDialog({ initialView: 'reset' });
      await userEvent.type(screen.getByLabelText(/^Email/), 'nobody{Enter}');
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'Enter a valid email address, like name@example.com.',
      );
      expect(mockedReset).not.toHaveBeenCalled();
    });

    it('a failure shows the reset error toast and keeps the form', async () => {
      mockedReset.mockRejectedValue(new AuthActionError('reset_error'));
      await openDialog({ initialView: 'reset' });
      await userEvent.type(screen.getByLabelText(/^Email/), 'reader@tales.local{Enter}');
      expect(await toast()).toHaveTextContent("Couldn't send the reset email");
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });

  it('speaks Spanish', async () => {
    const { dialog } = await openDialog({}, 'es');
    expect(dialog).toHaveAccessibleName('Te damos la bienvenida a Tales');
    expect(within(dialog).getByRole('tab', { name: 'Registrarse' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Contraseña/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
  });
});
