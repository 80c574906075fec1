/** @jest-environment node */
// Hostile sign-up input through the real supabase-js: oversized fields, look-alikes of the admin address and
// markup in the name get a clear 4xx or are stored safely; never a 5xx, never a row that should not exist.
import { AuthApiError } from '@supabase/supabase-js';
import { ADMIN, SERVICE_ROLE_KEY, signedIn, startTestApi, uniqueEmail, type TestApi } from './support/api-server';

jest.setTimeout(60_000);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

async function userCount(): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from auth.users');
  return rows[0].n;
}

async function storedProfile(
  email: string,
): Promise<{ display_name: string; role: string; has_donated: boolean } | undefined> {
  const { data, error } = await api
    .client(SERVICE_ROLE_KEY)
    .from('profiles')
    .select('display_name, role, has_donated')
    .eq('email', email)
    .maybeSingle();
  if (error) throw error;
  return (data ?? undefined) as { display_name: string; role: string; has_donated: boolean } | undefined;
}

function signUp(email: string, name: string, password = 'hostile-pass-1') {
  return api.client().auth.signUp({ email, password, options: { data: { name } } });
}

describe('oversized fields', () => {
  it('a 10,000-character name signs up and is stored cut to 255 characters', async () => {
    const email = uniqueEmail('longname');
    const { data, error } = await signUp(email, 'Ñ'.repeat(10_000));
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect((await storedProfile(email))?.display_name).toBe('Ñ'.repeat(255));
  });

  it('a 10,000-character email is refused with a validation message and creates nothing', async () => {
    const before = await userCount();
    const { data, error } = await signUp(`${'a'.repeat(10_000)}@tales.local`, 'Long Email');
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    expect(data.session).toBeNull();
    expect(await userCount()).toBe(before);
  });

  it('a 10,000-character domain and a 10,000-character password are refused too', async () => {
    const before = await userCount();
    const domain = await signUp(`user@${'d'.repeat(10_000)}.local`, 'Long Domain');
    expect(domain.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const password = await signUp(uniqueEmail('longpass'), 'Long Password', 'p'.repeat(10_000));
    expect(password.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    expect(await userCount()).toBe(before);
  });
});

describe('look-alikes of the admin address', () => {
  it.each([
    ['a Cyrillic а', 'аdmin@tales.local'],
    ['a Cyrillic о in the domain', 'admin@tales.lоcal'],
    ['a fullwidth @', 'admin＠tales.local'],
    ['a fullwidth a', 'ａdmin@tales.local'],
    ['a zero-width space', 'admin\u200b@tales.local'],
    ['a combining accent', 'admi\u0301n@tales.local'],
    ['a right-to-left override', '\u202eadmin@tales.local'],
  ])('%s is refused as an invalid address and creates nothing', async (_label, email) => {
    const before = await userCount();
    const { data, error } = await signUp(email, 'Not The Admin');
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    expect(data.user).toBeNull();
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['upper case', 'ADMIN@TALES.LOCAL'],
    ['surrounding spaces', '  admin@tales.local  '],
  ])('the same address in %s is the existing account: refused, nothing changes', async (_label, email) => {
    const before = await userCount();
    const { error } = await signUp(email, 'Impostor');
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(await userCount()).toBe(before);
    expect(await storedProfile(ADMIN.email)).toMatchObject({ role: 'admin' });
  });

  it('a look-alike cannot sign in as the admin, and the admin still can', async () => {
    const { data, error } = await api
      .client()
      .auth.signInWithPassword({ email: 'аdmin@tales.local', password: ADMIN.password });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBeLessThan(500);
    const admin = await signedIn(api, ADMIN);
    expect((await admin.auth.getUser()).data.user?.email).toBe(ADMIN.email);
  });
});

describe('markup and control characters in the name', () => {
  it('HTML in the display name is stored as the literal text and returned as JSON, never as markup', async () => {
    const email = uniqueEmail('html');
    const name = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { data, error } = await signUp(email, name);
    expect(error).toBeNull();
    expect(data.user?.user_metadata.name).toBe(name);
    expect((await storedProfile(email))?.display_name).toBe(name);
    const raw = await api.fetch(`/rest/v1/profiles?select=display_name&email=eq.${encodeURIComponent(email)}`, {
      headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await raw.json()).toEqual([{ display_name: name }]);
  });

  it('role or donor flag in the signup data grant nothing', async () => {
    const email = uniqueEmail('escalate');
    const { error } = await api.client().auth.signUp({
      email,
      password: 'hostile-pass-1',
      options: { data: { name: 'Sneaky', role: 'admin', has_donated: true, display_name: 'Admin' } },
    });
    expect(error).toBeNull();
    expect(await storedProfile(email)).toEqual({ display_name: 'Sneaky', role: 'user', has_donated: false });
  });

  it('control characters are dropped from the stored name', async () => {
    const email = uniqueEmail('ctrl');
    const { error } = await signUp(email, 'Bell\u0007 Escape\u001b[2J');
    expect(error).toBeNull();
    expect((await storedProfile(email))?.display_name).toBe('Bell Escape[2J');
  });

  it('a name that is only spaces falls back to the email', async () => {
    const email = uniqueEmail('blank');
    const { error } = await signUp(email, '   \t  ');
    expect(error).toBeNull();
    expect((await storedProfile(email))?.display_name).toBe(email);
  });
});
