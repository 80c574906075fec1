/** @jest-environment ./packages/testing/jest/jsdom-with-network.js */
// The account page against the real local API (real RLS, real Auth): a signed-out visitor is asked to sign in; a
// reader renames themself, is told when a name or an email will not do, downloads their data as a JSON file and
// deletes their account (cancel keeps it); an administrator cannot delete theirs.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { signedOutState, useAuthStore, useSignInRequest } from '@tales/shared/stores';
import { createSupabaseClient, setSupabase, type SupabaseClient } from '@tales/shared/supabase';
import type { Language } from '@tales/shared/i18n';
import { renderWithProviders } from '@tales/testing';
import { spawnTestApi, type ApiProcess } from '@tales/supabase-local/testing/child';
import { ADMIN, ANON_KEY, uniqueEmail } from '@tales/supabase-local/testing';
import AccountPage from './AccountPage';

jest.setTimeout(30_000);

let api: ApiProcess;

const client = () =>
  createSupabaseClient(api.url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

beforeAll(async () => {
  api = await spawnTestApi();
}, 120_000);
afterAll(async () => {
  setSupabase(undefined);
  await api?.stop();
});
beforeEach(() => useAuthStore.setState({ ...signedOutState, passwordRecovery: 'none' }));

/** A new reader, signed up and signed in with the site's client, and the auth store saying so. */
async function signedInReader(): Promise<{ db: SupabaseClient; id: string; email: string; password: string }> {
  const email = uniqueEmail('account-page');
  const password = 'first-password-1';
  const db = client();
  const { data, error } = await db.auth.signUp({ email, password, options: { data: { name: 'Paloma' } } });
  if (error || !data.user) throw error ?? new Error('no user');
  setSupabase(db);
  useAuthStore.setState({ user: { id: data.user.id, email, displayName: 'Paloma' } });
  return { db, id: data.user.id, email, password };
}

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

async function renderPage(language: Language = 'en') {
  await act(() =>
    renderWithProviders(
      <Routes>
        <Route path="/:lng/account" element={<AccountPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { language, route: `/${language}/account` },
    ),
  );
}

/** jsdom's Blob has no text(): its FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

it('asks a signed-out visitor to sign in, and loads none of the settings', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  expect(screen.getByText(/Sign in to change your name, email or password/)).toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  const before = useSignInRequest.getState().requests;
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(useSignInRequest.getState().requests).toBe(before + 1);
});

it('saves a new display name and shows it at once; a name too short is refused with a reason', async () => {
  const { db, id } = await signedInReader();
  await renderPage();
  const name = within(await section('Name')).getByRole('textbox', { name: 'Display name' });
  expect(name).toHaveValue('Paloma');

  await userEvent.clear(name);
  await userEvent.type(name, 'Pa');
  await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
  expect(await screen.findByText('Your name needs at least 3 characters.')).toBeInTheDocument();
  expect(name).toHaveFocus();

  await userEvent.type(name, 'loma Azul');
  await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
  await waitFor(() => expect(useAuthStore.getState().user?.displayName).toBe('Paloma Azul'));
  const { data } = await (await db.rest()).from('profiles').select('display_name').eq('id', id).single();
  expect(data).toEqual({ display_name: 'Paloma Azul' });
});

it('will not "change" the email to the one the reader already has', async () => {
  const { email } = await signedInReader();
  await renderPage();
  const emailSection = await section('Email');
  expect(emailSection).toHaveTextContent(`You sign in with ${email}.`);
  await userEvent.type(within(emailSection).getByRole('textbox', { name: 'New email' }), email.toUpperCase());
  await userEvent.click(within(emailSection).getByRole('button', { name: 'Change email' }));
  expect(await within(emailSection).findByText('That is already your email.')).toBeInTheDocument();
});

it('downloads everything kept about the reader as a JSON file', async () => {
  const { email } = await signedInReader();
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:tales-test';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  await renderPage();
  await userEvent.click(within(await section('Your data')).getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(link.download).toMatch(/^tales-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readText(saved[0]));
  expect(data.account.email).toBe(email);
  expect(data.profile.display_name).toBe('Paloma');
  expect(data).toMatchObject({ favourites: [], reading_history: [], donations: [] });
  click.mockRestore();
});

it('deletes the account only from the dialog’s confirm button, then the reader cannot sign in again', async () => {
  const { email, password } = await signedInReader();
  await renderPage('ru');
  await userEvent.click(
    within(await section('Удаление аккаунта')).getByRole('button', { name: 'Удалить мой аккаунт' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Удалить ваш аккаунт?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Оставить аккаунт' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await client().auth.signInWithPassword({ email, password })).error).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Удалить мой аккаунт' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Удалить ваш аккаунт?' })).getByRole('button', {
      name: 'Удалить навсегда',
    }),
  );
  expect(await screen.findByTestId('path')).toHaveTextContent(/^\/ru$/);
  const again = await client().auth.signInWithPassword({ email, password });
  expect(again.error?.code).toBe('invalid_credentials');
});

it('tells an administrator why their account cannot be deleted here, with no delete button', async () => {
  const db = client();
  const { data, error } = await db.auth.signInWithPassword(ADMIN);
  if (error) throw error;
  setSupabase(db);
  useAuthStore.setState({ user: { id: data.user.id, email: ADMIN.email, displayName: 'Admin' }, isAdmin: true });
  await renderPage();
  const deletion = await section('Delete account');
  expect(deletion).toHaveTextContent("An administrator's account cannot be deleted here");
  expect(within(deletion).queryByRole('button')).not.toBeInTheDocument();
});
