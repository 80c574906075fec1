/** @jest-environment node */
import { AuthApiError } from '@supabase/supabase-js';
import { READER, startTestApi, uniqueEmail, type TestApi } from './support/api-server';

jest.setTimeout(60_000);

let api: TestApi;

beforeAll(async () => {
  // Small limits so the tests provoke them quickly; a 10 s reuse window like Supabase's default.
  api = await startTestApi({
    loginRateLimits: { perIp: { max: 8, windowMs: 60_000 }, perEmail: { max: 3, windowMs: 60_000 } },
    refreshReuseIntervalSeconds: 10,
  });
});

afterAll(async () => {
  await api?.close();
});

it('locks an email after repeated failed logins, even for the right password, and leaves other emails alone', async () => {
  const email = uniqueEmail('victim');
  await api.client().auth.signUp({ email, password: 'right-password' });
  for (let i = 0; i < 3; i++) {
    const { error } = await api.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  }
  const locked = await api.client().auth.signInWithPassword({ email, password: 'right-password' });
  expect(locked.error).toBeInstanceOf(AuthApiError);
  expect(locked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  // 4 attempts so far from this IP; the reader can still sign in.
  expect((await api.client().auth.signInWithPassword(READER)).error).toBeNull();
});

it('limits login attempts per IP address, whatever the email', async () => {
  // 5 of the 8 allowed attempts were used by the previous test.
  const results = [];
  for (let i = 0; i < 4; i++) results.push((await api.client().auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-1234' })).error);
  expect(results.slice(0, 3).map((e) => e?.code)).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials']);
  expect(results[3]).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  const raw = await api.fetch('/auth/v1/token?grant_type=password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(READER) });
  expect(raw.status).toBe(429);
  expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(await raw.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
});

it('within the reuse interval, a rotated refresh token returns the current session instead of failing', async () => {
  const client = api.client();
  const { data } = await client.auth.signUp({ email: uniqueEmail('racer'), password: 'racer-pass' });
  const first = data.session?.refresh_token ?? '';
  const rotated = await api.client().auth.refreshSession({ refresh_token: first });
  expect(rotated.error).toBeNull();
  const again = await api.client().auth.refreshSession({ refresh_token: first });
  expect(again.error).toBeNull();
  expect(again.data.session?.refresh_token).toBe(rotated.data.session?.refresh_token);
});
