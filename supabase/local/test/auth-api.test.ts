/** @jest-environment node */
import { AuthApiError, AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { ANON_KEY, READER, startTestApi, uniqueEmail, type TestApi } from './support/api-server';

jest.setTimeout(60_000);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ refreshReuseIntervalSeconds: 0 });
});

afterAll(async () => {
  await api?.close();
});

async function signUp(email = uniqueEmail(), password = 'secret-pass-1', data: object = { name: 'Ana Test' }) {
  const client = api.client();
  const result = await client.auth.signUp({ email, password, options: { data } });
  return { client, email, password, ...result };
}

function expectAuthError(error: unknown, status: number, code: string): void {
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ status, code });
}

describe('sign up', () => {
  it('creates a confirmed user, signs them in and keeps options.data as user metadata', async () => {
    const { data, error, email, client } = await signUp(undefined, undefined, { name: 'Ana Test' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user?.user_metadata).toMatchObject({
      name: 'Ana Test',
      email,
      email_verified: true,
      sub: data.user?.id,
    });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id });
    // The profile trigger saw the signup data.
    const profile = await client.from('profiles').select('email, display_name, role, has_donated').single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ email, display_name: 'Ana Test', role: 'user', has_donated: false });
  });

  it('issues access tokens with the claims GoTrue puts in them', async () => {
    const { data } = await signUp();
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: `${api.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('refuses an email that is already registered', async () => {
    const { email } = await signUp();
    const again = await signUp(email.toUpperCase());
    expect(again.data.session).toBeNull();
    expectAuthError(again.error, 422, 'user_already_exists');
    expect(again.error?.message).toBe('User already registered');
  });

  it('refuses a password shorter than 6 characters as a weak password', async () => {
    const { error, data } = await signUp(uniqueEmail(), '12345');
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('refuses malformed and undeliverable email addresses', async () => {
    const malformed = await signUp('not-an-email');
    expectAuthError(malformed.error, 400, 'validation_failed');
    expect(malformed.error?.message).toBe('Unable to validate email address: invalid format');
    const undeliverable = await signUp('someone@nowhere.invalid');
    expectAuthError(undeliverable.error, 400, 'email_address_invalid');
  });

  it('refuses a password longer than bcrypt can hash', async () => {
    const { error } = await signUp(uniqueEmail(), 'x'.repeat(73));
    expectAuthError(error, 400, 'validation_failed');
  });
});

describe('password sign-in', () => {
  it('signs a seeded user in and returns a session', async () => {
    const client = api.client();
    const { data, error } = await client.auth.signInWithPassword(READER);
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user?.email).toBe(READER.email);
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown email with the same invalid_credentials error', async () => {
    const wrong = await api.client().auth.signInWithPassword({ email: READER.email, password: 'wrong-password' });
    expectAuthError(wrong.error, 400, 'invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await api.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever1' });
    expectAuthError(unknown.error, 400, 'invalid_credentials');
  });

  it("refuses a banned user's sign-in with GoTrue's user_banned, and lets them in once the ban has ended", async () => {
    const { email, password, data } = await signUp();
    await api.db.query(`update auth.users set banned_until = now() + interval '1 hour' where id = $1`, [data.user?.id]);
    const banned = await api.client().auth.signInWithPassword({ email, password });
    expectAuthError(banned.error, 400, 'user_banned');
    expect(banned.error?.message).toBe('User is banned');
    expect(banned.data.session).toBeNull();

    await api.db.query(`update auth.users set banned_until = now() - interval '1 second' where id = $1`, [
      data.user?.id,
    ]);
    expect((await api.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('refuses an unsupported grant type', async () => {
    const response = await api.fetch('/auth/v1/token?grant_type=magic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token and detects reuse of a rotated one', async () => {
    const { client, data } = await signUp();
    const first = data.session?.refresh_token ?? '';
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect(refreshed.data.session?.access_token).toEqual(expect.any(String));

    const reuse = await api.client().auth.refreshSession({ refresh_token: first });
    expectAuthError(reuse.error, 400, 'refresh_token_already_used');
    // Reuse revokes the whole session: the latest token is dead too.
    const afterReuse = await api.client().auth.refreshSession({ refresh_token: second });
    expectAuthError(afterReuse.error, 400, 'refresh_token_already_used');
  });

  it("refuses to refresh a session whose user has been banned since, with GoTrue's user_banned", async () => {
    const { data } = await signUp();
    await api.db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [data.user?.id]);
    const refused = await api.client().auth.refreshSession({ refresh_token: data.session?.refresh_token ?? '' });
    expectAuthError(refused.error, 400, 'user_banned');
    expect(refused.error?.message).toBe('Invalid Refresh Token: User Banned');
    expect(refused.data.session).toBeNull();
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await api.client().auth.refreshSession({ refresh_token: 'does-not-exist' });
    expectAuthError(error, 400, 'refresh_token_not_found');
  });
});

describe('the signed-in user', () => {
  it('returns the user for a valid access token', async () => {
    const { client, email } = await signUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('answers 401 no_authorization without a bearer token and 403 bad_jwt for a forged one', async () => {
    const none = await api.fetch('/auth/v1/user');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const forged = await api.client().auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expectAuthError(forged.error, 403, 'bad_jwt');
  });

  it('updates the display name in user metadata and in the profile', async () => {
    const { client } = await signUp(undefined, undefined, { name: 'Old Name', theme: 'dark' });
    const { data, error } = await client.auth.updateUser({ data: { name: 'New Name', theme: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.name).toBe('New Name');
    // null removes a key (GoTrue merges shallowly).
    expect(data.user?.user_metadata).not.toHaveProperty('theme');
    const profile = await client.from('profiles').select('display_name').single();
    expect(profile.data).toEqual({ display_name: 'New Name' });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email, password } = await signUp();
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const same = await client.auth.updateUser({ password });
    expectAuthError(same.error, 422, 'same_password');
    const { error } = await client.auth.updateUser({ password: 'brand-new-pass' });
    expect(error).toBeNull();
    expect((await api.client().auth.signInWithPassword({ email, password: 'brand-new-pass' })).error).toBeNull();
    expectAuthError(
      (await api.client().auth.signInWithPassword({ email, password })).error,
      400,
      'invalid_credentials',
    );
  });
});

describe('logout', () => {
  async function twoSessions(): Promise<[SupabaseClient, SupabaseClient, string, string]> {
    const { client: first, email, password } = await signUp();
    const second = api.client();
    await second.auth.signInWithPassword({ email, password });
    const firstRefresh = (await first.auth.getSession()).data.session?.refresh_token ?? '';
    const secondRefresh = (await second.auth.getSession()).data.session?.refresh_token ?? '';
    return [first, second, firstRefresh, secondRefresh];
  }

  it('scope local ends only this session', async () => {
    const [first, , firstRefresh, secondRefresh] = await twoSessions();
    const token = (await first.auth.getSession()).data.session?.access_token ?? '';
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await first.auth.getSession()).data.session).toBeNull();
    // The signed-out session's access token no longer identifies a session.
    const user = await api.fetch('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    // auth-js turns that code into its session-missing error.
    expect((await api.client().auth.getUser(token)).error?.name).toBe('AuthSessionMissingError');
    expectAuthError(
      (await api.client().auth.refreshSession({ refresh_token: firstRefresh })).error,
      400,
      'refresh_token_not_found',
    );
    expect((await api.client().auth.refreshSession({ refresh_token: secondRefresh })).error).toBeNull();
  });

  it('scope others keeps this session and ends the rest', async () => {
    const [first, , firstRefresh, secondRefresh] = await twoSessions();
    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await api.client().auth.refreshSession({ refresh_token: secondRefresh })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await api.client().auth.refreshSession({ refresh_token: firstRefresh })).error).toBeNull();
  });

  it('scope global (the default) ends every session of the user', async () => {
    const [first, , firstRefresh, secondRefresh] = await twoSessions();
    const response = await api.fetch('/auth/v1/logout', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await first.auth.getSession()).data.session?.access_token}`,
        'content-type': 'application/json',
      },
    });
    expect(response.status).toBe(204);
    for (const token of [firstRefresh, secondRefresh]) {
      expect((await api.client().auth.refreshSession({ refresh_token: token })).error).toMatchObject({
        code: 'refresh_token_not_found',
      });
    }
  });

  it('refuses an unknown scope', async () => {
    const { data } = await signUp();
    const response = await api.fetch('/auth/v1/logout?scope=everyone', {
      method: 'POST',
      headers: { authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everyone"',
    });
  });
});

describe('password recovery', () => {
  const outbox = (email: string) => api.outbox(email);

  it('mails a link that signs the user in for recovery and lets them set a new password', async () => {
    const { email } = await signUp();
    const redirectTo = 'http://localhost:3000/en?reset=1';
    const { error } = await api.client().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const [mail] = await outbox(email);
    expect(mail.subject).toBe('Reset Your Password');
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${api.url}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: mail.token_hash,
      type: 'recovery',
      redirect_to: redirectTo,
    });

    const visit = await fetch(mail.link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    const location = new URL(visit.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const client = api.client();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-pass' })).error).toBeNull();
    expect((await api.client().auth.signInWithPassword({ email, password: 'recovered-pass' })).error).toBeNull();

    // The link works once.
    const again = await fetch(mail.link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(failed.get('error_code')).toBe('otp_expired');
  });

  describe('a link older than an hour', () => {
    /** A recovery mail for a new user, sent `minutesAgo` minutes ago by the database's clock. */
    async function recoveryMailSent(minutesAgo: number) {
      const { email, data } = await signUp();
      await api.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/en' });
      const [mail] = await outbox(email);
      await api.db.query(`update auth.users set recovery_sent_at = now() - make_interval(mins => $2) where id = $1`, [
        data.user?.id,
        minutesAgo,
      ]);
      return { email, mail };
    }

    it('is refused: the link redirects with otp_expired and signs no one in', async () => {
      const { mail } = await recoveryMailSent(61);
      const visit = await fetch(mail.link, { redirect: 'manual' });
      expect(visit.status).toBe(303);
      const fragment = new URLSearchParams(new URL(visit.headers.get('location') ?? '').hash.slice(1));
      expect(fragment.get('error_code')).toBe('otp_expired');
      expect(fragment.get('access_token')).toBeNull();
    });

    it('is refused as a token hash and as the 6-digit code', async () => {
      const { email, mail } = await recoveryMailSent(61);
      expectAuthError(
        (await api.client().auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' })).error,
        403,
        'otp_expired',
      );
      expectAuthError(
        (await api.client().auth.verifyOtp({ email, token: mail.token, type: 'recovery' })).error,
        403,
        'otp_expired',
      );
    });

    it('is still accepted a minute before the hour is up', async () => {
      const { mail } = await recoveryMailSent(59);
      const visit = await fetch(mail.link, { redirect: 'manual' });
      const fragment = new URLSearchParams(new URL(visit.headers.get('location') ?? '').hash.slice(1));
      expect(fragment.get('error_code')).toBeNull();
      expect(fragment.get('type')).toBe('recovery');
      expect(fragment.get('access_token')).toEqual(expect.any(String));
    });
  });

  it('verifies the 6-digit code with email and token through verifyOtp', async () => {
    const { email } = await signUp();
    await api.client().auth.resetPasswordForEmail(email);
    const [mail] = await outbox(email);
    expect(mail.token).toMatch(/^\d{6}$/);
    const wrong = await api
      .client()
      .auth.verifyOtp({ email, token: mail.token === '000000' ? '111111' : '000000', type: 'recovery' });
    expectAuthError(wrong.error, 403, 'otp_expired');
    const client = api.client();
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.session?.access_token).toEqual(expect.any(String));
  });

  it('verifies a token hash through verifyOtp, once', async () => {
    const { email } = await signUp();
    await api.client().auth.resetPasswordForEmail(email);
    const [mail] = await outbox(email);
    const first = await api.client().auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' });
    expect(first.error).toBeNull();
    const second = await api.client().auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' });
    expectAuthError(second.error, 403, 'otp_expired');
  });

  it('answers {} for an unknown address without sending mail, and falls back to the site URL for foreign redirects', async () => {
    const nobody = uniqueEmail('nobody');
    const response = await api.fetch('/auth/v1/recover?redirect_to=https%3A%2F%2Fevil.example.com', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: nobody }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await outbox(nobody)).toEqual([]);

    const { email } = await signUp();
    await api.fetch('/auth/v1/recover?redirect_to=https%3A%2F%2Fevil.example.com', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const [mail] = await outbox(email);
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:3000');
  });

  it('lists the outbox newest first', async () => {
    const { email } = await signUp();
    await api.client().auth.resetPasswordForEmail(email);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await api.client().auth.resetPasswordForEmail(email);
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    const all = await api.outbox();
    const times = all.map((m) => m.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('gateway behaviour', () => {
  it('requires an API key on auth endpoints', async () => {
    const response = await fetch(`${api.url}/auth/v1/settings`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
  });

  it('serves settings and health', async () => {
    const settings = await api.fetch('/auth/v1/settings');
    expect(await settings.json()).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    const health = await fetch(`${api.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('answers CORS preflights from local origins with the headers supabase-js sends', async () => {
    const response = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3004',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3004');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version'])
      expect(allowed).toContain(header);
    const foreign = await fetch(`${api.url}/auth/v1/settings`, {
      headers: { origin: 'https://evil.example.com', apikey: ANON_KEY },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
