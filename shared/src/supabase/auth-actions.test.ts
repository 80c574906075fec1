/** @jest-environment node */
// The account actions against the real local Supabase API (GoTrue-compatible auth, real RLS), with the site's
// Supabase client.
import {
  ADMIN,
  READER,
  SERVICE_ROLE_KEY,
  uniqueEmail,
  setClientFactory,
  testApiForFile,
} from '@tales/supabase-local/testing';
import { useAuthStore, type AuthState } from '../stores/auth-store';
import { asSiteClient, siteClientFactory } from '@tales/testing';
import { requestPasswordReset, signIn, signOut, signUp, updatePassword } from './auth-actions';
import { AuthActionError } from './auth-errors';
import { refreshProfile, startAuthSync } from './auth-sync';
import { ensureProfile, getProfile } from './profiles';

setClientFactory(siteClientFactory);

const SITE = 'http://127.0.0.1:3000';
const api = testApiForFile();

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthActionError);
  return (error as AuthActionError).code;
}

async function outbox(email: string): Promise<{ link: string }[]> {
  const res = await api().fetch(`/auth/v1/outbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('signUp', () => {
  it('creates a signed-in user whose profile has the name, role user and no donation', async () => {
    const db = asSiteClient(api().client());
    const email = uniqueEmail('signup');
    const result = await signUp('  Ada Lovelace ', email, 'secret-123', db);
    expect(result.needsEmailConfirmation).toBe(false);
    const { data } = await db.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.name).toBe('Ada Lovelace');
    expect(await getProfile(data.user!.id, db)).toMatchObject({
      displayName: 'Ada Lovelace',
      role: 'user',
      hasDonated: false,
      email,
    });
  });

  it('refuses an address that already has an account', async () => {
    expect(await codeOf(signUp('Someone', READER.email, 'secret-123', asSiteClient(api().client())))).toBe(
      'email_in_use',
    );
  });

  it('refuses a malformed address', async () => {
    expect(await codeOf(signUp('Someone', 'not-an-email', 'secret-123', asSiteClient(api().client())))).toBe(
      'invalid_email',
    );
  });

  it('refuses a password under the minimum', async () => {
    expect(await codeOf(signUp('Someone', uniqueEmail('weak'), '123', asSiteClient(api().client())))).toBe(
      'weak_password',
    );
  });
});

describe('signIn and signOut', () => {
  it('signs in with the right password and out again', async () => {
    const db = asSiteClient(api().client());
    const user = await signIn(READER.email, READER.password, db);
    expect(user.email).toBe(READER.email);
    expect((await db.auth.getSession()).data.session).not.toBeNull();
    await signOut(db);
    expect((await db.auth.getSession()).data.session).toBeNull();
  });

  it('answers the same wrong-password code for a wrong password and for an unknown account', async () => {
    expect(await codeOf(signIn(READER.email, 'not-the-password', asSiteClient(api().client())))).toBe('wrong_password');
    expect(await codeOf(signIn(uniqueEmail('nobody'), 'whatever-1', asSiteClient(api().client())))).toBe(
      'wrong_password',
    );
  });

  it('reports an unreachable server as a connection problem', async () => {
    const offline = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    try {
      expect(await codeOf(signIn(READER.email, READER.password, asSiteClient(api().client())))).toBe('login_error');
    } finally {
      offline.mockRestore();
    }
  });
});

describe('requestPasswordReset and updatePassword', () => {
  it('mails a link back to the site in the asked language; the link signs in once and a new password replaces the old', async () => {
    const email = uniqueEmail('reset');
    await signUp('Reset Reader', email, 'first-pass', asSiteClient(api().client()));
    await requestPasswordReset(email, 'es', asSiteClient(api().client()), SITE);
    const [mail] = await outbox(email);
    const link = new URL(mail.link);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/es`);

    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const landing = new URL(first.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(`${SITE}/es`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');

    const db = asSiteClient(api().client());
    await db.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    await updatePassword('second-pass', db);

    expect(await codeOf(signIn(email, 'first-pass', asSiteClient(api().client())))).toBe('wrong_password');
    expect((await signIn(email, 'second-pass', asSiteClient(api().client()))).email).toBe(email);

    const again = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );
  });

  it('treats an address without an account as sent, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    await expect(requestPasswordReset(email, 'en', asSiteClient(api().client()), SITE)).resolves.toBeUndefined();
    expect(await outbox(email)).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    expect(await codeOf(requestPasswordReset('', 'en', asSiteClient(api().client()), SITE))).toBe('invalid_email');
  });

  it('refuses to save the same password again', async () => {
    const email = uniqueEmail('same');
    const db = asSiteClient(api().client());
    await signUp('Same Pass', email, 'same-pass-1', db);
    expect(await codeOf(updatePassword('same-pass-1', db))).toBe('same_password');
  });

  it('needs a session to save a password', async () => {
    expect(await codeOf(updatePassword('whatever-1', asSiteClient(api().client())))).toBe('session_expired');
  });
});

describe('profiles from the client', () => {
  it('writes a missing profile with the defaults (role user, no donation)', async () => {
    const email = uniqueEmail('noprofile');
    const db = asSiteClient(api().client());
    await signUp('Lost Profile', email, 'secret-123', db);
    const { data } = await db.auth.getUser();
    await api().db.query('delete from public.profiles where id = $1', [data.user!.id]);
    expect(await getProfile(data.user!.id, db)).toBeNull();

    const profile = await ensureProfile({ id: data.user!.id, email, displayName: 'Lost Profile' }, db);
    expect(profile).toMatchObject({ role: 'user', hasDonated: false, displayName: 'Lost Profile' });
    const { rows } = await api().db.query('select role, has_donated from public.profiles where id = $1', [
      data.user!.id,
    ]);
    expect(rows).toEqual([{ role: 'user', has_donated: false }]);
  });

  it('cannot make a user admin or donor through the API the UI uses', async () => {
    const email = uniqueEmail('sneaky');
    const db = asSiteClient(api().client());
    await signUp('Sneaky Reader', email, 'secret-123', db);
    const { data } = await db.auth.getUser();
    const id = data.user!.id;

    const update = await db.from('profiles').update({ role: 'admin', has_donated: true }).eq('id', id);
    expect(update.error?.code).toBe('42501');
    await api().db.query('delete from public.profiles where id = $1', [id]);
    const insert = await db
      .from('profiles')
      .insert({ id, email, display_name: 'Sneaky', role: 'admin', has_donated: true });
    expect(insert.error?.code).toBe('42501');
    // Metadata is the user's to write, but it never becomes a role.
    await db.auth.updateUser({ data: { role: 'admin', has_donated: true } });

    await refreshProfile(db);
    expect(useAuthStore.getState()).toMatchObject({ isAdmin: false, hasDonated: false, user: { email } });
    const { rows } = await api().db.query('select role, has_donated from public.profiles where id = $1', [id]);
    expect(rows).toEqual([{ role: 'user', has_donated: false }]);
  });

  it('the admin account reads as admin', async () => {
    const db = asSiteClient(api().client());
    await signIn(ADMIN.email, ADMIN.password, db);
    await refreshProfile(db);
    expect(useAuthStore.getState()).toMatchObject({
      isAdmin: true,
      user: { email: ADMIN.email },
      isLoading: false,
      initialized: true,
    });
  });
});

/** Resolves when the store first satisfies `ready` (now or after a later change). */
function storeWhen(ready: (state: AuthState) => boolean): Promise<AuthState> {
  return new Promise((resolve) => {
    if (ready(useAuthStore.getState())) return resolve(useAuthStore.getState());
    const stop = useAuthStore.subscribe((state) => {
      if (!ready(state)) return;
      stop();
      resolve(state);
    });
  });
}

describe('the auth store follows Supabase Auth', () => {
  it('loads, settles signed out, fills user and profile on sign-in and clears them on sign-out', async () => {
    const db = asSiteClient(api().client());
    const stop = startAuthSync(db);
    try {
      expect(useAuthStore.getState()).toMatchObject({ isLoading: true, initialized: false });
      expect(await storeWhen((s) => s.initialized)).toMatchObject({
        isLoading: false,
        user: null,
        profile: null,
        isAdmin: false,
      });

      await signIn(ADMIN.email, ADMIN.password, db);
      const signedIn = await storeWhen((s) => s.user !== null);
      expect(signedIn).toMatchObject({
        isAdmin: true,
        hasDonated: false,
        profile: { role: 'admin' },
        user: { email: ADMIN.email },
      });

      await signOut(db);
      expect(await storeWhen((s) => s.user === null)).toMatchObject({
        profile: null,
        isAdmin: false,
        hasDonated: false,
        initialized: true,
      });
    } finally {
      stop();
    }
  });
});
