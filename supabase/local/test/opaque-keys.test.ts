/** @jest-environment node */
// Publishable and secret keys through the local API as through Supabase's gateway: each stands for its role,
// in `apikey` alone or repeated as a Bearer token (as supabase-js sends it), beside the legacy JWT keys.
import { PUBLISHABLE_KEY, READER, SECRET_KEY, testApiForFile } from './support/api-server';

jest.setTimeout(60_000);

const api = testApiForFile();

function get(path: string, headers: Record<string, string>): Promise<Response> {
  return fetch(api().url + path, { headers });
}

describe.each([
  ['in apikey alone', (key: string) => ({ apikey: key })],
  ['in apikey and as the Bearer token', (key: string) => ({ apikey: key, authorization: `Bearer ${key}` })],
])('a key %s', (_label, headers) => {
  it('the publishable key reads as anon: stories yes, donations no', async () => {
    expect((await get('/rest/v1/stories?select=id&limit=1', headers(PUBLISHABLE_KEY))).status).toBe(200);
    const donations = await get('/rest/v1/donations?select=id', headers(PUBLISHABLE_KEY));
    expect(donations.status).toBe(401);
    expect(await donations.json()).toMatchObject({ code: '42501' });
  });

  it('the secret key acts as service_role: it reads donations and the mail outbox', async () => {
    expect((await get('/rest/v1/donations?select=id', headers(SECRET_KEY))).status).toBe(200);
    expect((await get('/auth/v1/outbox', headers(SECRET_KEY))).status).toBe(200);
  });
});

it('refuses publishable and secret keys it does not know', async () => {
  for (const key of ['sb_publishable_unknown', 'sb_secret_unknown']) {
    const response = await get('/rest/v1/stories?select=id', { apikey: key });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  }
});

it('a publishable key cannot pass for the secret one by riding along as the Bearer token', async () => {
  const response = await get('/rest/v1/donations?select=id', {
    apikey: PUBLISHABLE_KEY,
    authorization: `Bearer ${SECRET_KEY}`,
  });
  expect(response.status).toBe(401);
});

it('a client made with the publishable key signs in and reads as the user', async () => {
  const client = api().client(PUBLISHABLE_KEY);
  const { data: session, error } = await client.auth.signInWithPassword(READER);
  expect(error).toBeNull();
  const own = await client.from('profiles').select('email').eq('id', session.user!.id).single();
  expect(own).toMatchObject({ error: null, data: { email: READER.email } });
});
