/** @jest-environment node */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, UnsecuredJWT } from 'jose';
import {
  ADMIN,
  ANON_KEY,
  JWT_SECRET,
  SERVICE_ROLE_KEY,
  signedIn,
  startTestApi,
  type TestApi,
} from './support/api-server';
import { insertStories, translations } from './support/stories';

jest.setTimeout(60_000);

let api: TestApi;
let service: SupabaseClient;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  service = api.client(SERVICE_ROLE_KEY);
  await insertStories(service, [{ title: 'Target', author: 'Hostile Fixture', publish_date: '2003-01-01T12:00:00Z' }]);
  const admin = await signedIn(api, ADMIN);
  adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
});

afterAll(async () => {
  await api?.close();
});

/** Row counts of the tables an attack could touch, read with the service role. */
async function snapshot(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['stories', 'profiles', 'page_views']) {
    const { count, error } = await service.from(table).select('*', { count: 'exact', head: true });
    if (error) throw new Error(error.message);
    counts[table] = count ?? -1;
  }
  const users = await api.db.query<{ n: number }>('select count(*)::int as n from auth.users');
  counts.users = users.rows[0].n;
  return counts;
}

let before: Record<string, number>;
beforeEach(async () => {
  before = await snapshot();
});
afterEach(async () => {
  // Whatever the attack, nothing changed and the server still answers.
  expect(await snapshot()).toEqual(before);
  expect((await api.fetch('/rest/v1/stories?select=id&limit=1')).status).toBe(200);
});

async function expectJsonError(response: Response, status: number, code?: string): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/json/);
  const body = (await response.json()) as Record<string, unknown>;
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}

const asAdmin = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${adminToken}`, ...extra });
const json = { 'content-type': 'application/json' };

describe('malformed bodies', () => {
  it('answers 400 PGRST102 for malformed JSON on REST writes', async () => {
    await expectJsonError(
      await api.fetch('/rest/v1/stories', { method: 'POST', headers: asAdmin(json), body: '{"author": "x",' }),
      400,
      'PGRST102',
    );
    await expectJsonError(
      await api.fetch('/rest/v1/stories?id=eq.x', {
        method: 'PATCH',
        headers: asAdmin(json),
        body: '[{"author": "x"}]',
      }),
      400,
      'PGRST102',
    );
    await expectJsonError(
      await api.fetch('/rest/v1/stories', { method: 'POST', headers: asAdmin(json), body: '"just a string"' }),
      400,
      'PGRST102',
    );
    await expectJsonError(
      await api.fetch('/rest/v1/stories', {
        method: 'POST',
        headers: asAdmin(json),
        body: '[{"author":"a"},{"tags":[]}]',
      }),
      400,
      'PGRST102',
    );
  });

  it('answers 400 bad_json for malformed JSON on auth endpoints', async () => {
    const response = await api.fetch('/auth/v1/signup', { method: 'POST', headers: json, body: '{"email":' });
    const body = await expectJsonError(response, 400, 'bad_json');
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(body.message).toEqual(expect.stringContaining('Could not parse request body as JSON'));
    await expectJsonError(
      await api.fetch('/auth/v1/token?grant_type=password', { method: 'POST', headers: json, body: '[1,2]' }),
      400,
      'bad_json',
    );
  });

  it('answers 413 with JSON for bodies over 1 MB', async () => {
    const big = JSON.stringify({ translations: translations('Big'), author: 'x'.repeat(1_100_000) });
    await expectJsonError(
      await api.fetch('/rest/v1/stories', { method: 'POST', headers: asAdmin(json), body: big }),
      413,
    );
    await expectJsonError(
      await api.fetch('/auth/v1/signup', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'big@tales.local', password: 'x'.repeat(1_100_000) }),
      }),
      413,
    );
  });

  it('answers 415 with JSON for bodies that are not JSON', async () => {
    await expectJsonError(
      await api.fetch('/rest/v1/stories', {
        method: 'POST',
        headers: asAdmin({ 'content-type': 'text/plain' }),
        body: 'author=x',
      }),
      415,
    );
  });
});

describe('injection attempts', () => {
  it.each([
    ['order with SQL', '/rest/v1/stories?select=id&order=publish_date;drop table stories', 400, '42703'],
    ['order modifier with SQL', '/rest/v1/stories?select=id&order=publish_date.desc;drop table stories', 400, '42703'],
    ['sub-select in select', '/rest/v1/stories?select=*,(select 1)', 400, 'PGRST100'],
    ['function call in select', '/rest/v1/stories?select=pg_sleep(1)', 400, 'PGRST200'],
    [
      'quoted identifier breakout',
      `/rest/v1/stories?select=${encodeURIComponent('id,"id"" from auth.users; --"')}`,
      400,
      '42703',
    ],
    [
      'cast breakout',
      `/rest/v1/stories?select=${encodeURIComponent('id::text);drop table stories;--')}`,
      400,
      'PGRST100',
    ],
    [
      'column breakout in filter',
      `/rest/v1/stories?${encodeURIComponent('id);delete from stories;--')}=eq.1`,
      400,
      '42703',
    ],
    ['unknown operator', '/rest/v1/stories?id=sleep.1', 400, 'PGRST100'],
    ['is with SQL', '/rest/v1/stories?id=is.null;drop table stories', 400, 'PGRST100'],
    ['limit with SQL', '/rest/v1/stories?limit=1;drop table stories', 400, 'PGRST100'],
    ['negative offset', '/rest/v1/stories?offset=-1', 400, 'PGRST100'],
    ['table with SQL', `/rest/v1/${encodeURIComponent('stories;drop table stories')}`, 404, 'PGRST205'],
    ['other schema', `/rest/v1/${encodeURIComponent('auth.users')}`, 404, 'PGRST205'],
    ['function with SQL', `/rest/v1/rpc/${encodeURIComponent('is_admin();drop table stories;--')}`, 404, 'PGRST202'],
    ['embedding an auth table', '/rest/v1/stories?select=id,users(*)', 400, 'PGRST200'],
    ['SQL as a value inside a logic tree', '/rest/v1/stories?or=(id.eq.1;drop table stories)', 400, '22P02'],
    ['unbalanced logic tree', '/rest/v1/stories?or=(id.eq.1', 400, 'PGRST100'],
  ])('%s', async (_name, path, status, code) => {
    await expectJsonError(await api.fetch(path, { headers: asAdmin() }), status, code);
  });

  it('binds filter values and JSON keys as data, never SQL', async () => {
    for (const path of [
      `/rest/v1/stories?select=id&author=eq.${encodeURIComponent("x' or '1'='1")}`,
      `/rest/v1/stories?select=id&author=in.(${encodeURIComponent('"a\') or true --"')})`,
      `/rest/v1/stories?select=id&author=like.${encodeURIComponent("%'; delete from stories; --")}`,
      `/rest/v1/stories?select=id&${encodeURIComponent("translations->>es'); delete from stories; --")}=eq.x`,
    ]) {
      const response = await api.fetch(path, { headers: asAdmin() });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
    const weird = await api.fetch(
      `/rest/v1/stories?select=${encodeURIComponent("x:translations->>es'--")}&author=eq.Hostile%20Fixture`,
    );
    await expectJsonError(weird, 400, 'PGRST100');
  });

  it('answers 400 with a Postgres code for values of the wrong type', async () => {
    await expectJsonError(await api.fetch('/rest/v1/stories?id=eq.1%20or%201=1'), 400, '22P02');
    await expectJsonError(await api.fetch('/rest/v1/stories?read_time=gt.abc'), 400, '22P02');
  });

  it('refuses unsupported media types and bad ranges', async () => {
    await expectJsonError(await api.fetch('/rest/v1/stories', { headers: { accept: 'text/csv' } }), 406, 'PGRST107');
    await expectJsonError(await api.fetch('/rest/v1/stories', { headers: { range: 'bytes=a-b' } }), 416, 'PGRST103');
  });

  it('never lets a write reach rows through DELETE without a matching filter', async () => {
    // Without any filter, safeupdate refuses the statement before privileges are even checked, as on hosted Supabase.
    const unfiltered = await api.fetch('/rest/v1/stories', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ANON_KEY}` },
    });
    await expectJsonError(unfiltered, 400, '21000');
    // Anonymous visitors hold no DELETE privilege on stories: PostgREST's answer to 42501 for anon is 401.
    const anonDelete = await api.fetch('/rest/v1/stories?id=not.is.null', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ANON_KEY}` },
    });
    await expectJsonError(anonDelete, 401, '42501');
  });
});

describe('tokens and keys', () => {
  const sign = (claims: Record<string, unknown>, secret = JWT_SECRET, expiresIn = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(new TextEncoder().encode(secret));

  it('refuses a missing or unknown API key with 401', async () => {
    const none = await fetch(`${api.url}/rest/v1/stories`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
    const unknown = await fetch(`${api.url}/rest/v1/stories`, { headers: { apikey: 'sb_publishable_nope' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('refuses a token signed with the wrong secret', async () => {
    const forged = await sign({ role: 'service_role' }, 'another-secret-that-is-at-least-32-chars');
    const rest = await expectJsonError(
      await api.fetch('/rest/v1/stories', { headers: { authorization: `Bearer ${forged}` } }),
      401,
      'PGRST301',
    );
    expect(rest.message).toBe('No suitable key or wrong key type');
    await expectJsonError(
      await api.fetch('/auth/v1/user', { headers: { authorization: `Bearer ${forged}` } }),
      403,
      'bad_jwt',
    );
    const insert = await api.fetch('/rest/v1/stories', {
      method: 'POST',
      headers: { authorization: `Bearer ${forged}`, ...json },
      body: JSON.stringify({ translations: translations('Forged') }),
    });
    expect(insert.status).toBe(401);
  });

  it('refuses an expired token with PGRST303', async () => {
    const expired = await sign(
      { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' },
      JWT_SECRET,
      '-2 minutes',
    );
    const response = await api.fetch('/rest/v1/stories', { headers: { authorization: `Bearer ${expired}` } });
    await expectJsonError(response, 401, 'PGRST303');
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    await expectJsonError(
      await api.fetch('/auth/v1/user', { headers: { authorization: `Bearer ${expired}` } }),
      403,
      'bad_jwt',
    );
  });

  it('refuses an unsigned (alg none) token', async () => {
    const unsigned = new UnsecuredJWT({ role: 'service_role', sub: '00000000-0000-4000-8000-000000000001' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    await expectJsonError(
      await api.fetch('/rest/v1/stories', { headers: { authorization: `Bearer ${unsigned}` } }),
      401,
      'PGRST301',
    );
    await expectJsonError(
      await api.fetch('/auth/v1/user', { headers: { authorization: `Bearer ${unsigned}` } }),
      403,
      'bad_jwt',
    );
  });

  it('refuses garbage and tampered tokens', async () => {
    for (const token of ['garbage', 'a.b.c', `${adminToken.slice(0, -4)}AAAA`]) {
      await expectJsonError(
        await api.fetch('/rest/v1/stories', { headers: { authorization: `Bearer ${token}` } }),
        401,
        'PGRST301',
      );
    }
    // A payload swapped in under a valid signature.
    const [header, , signature] = adminToken.split('.');
    const payload = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    await expectJsonError(
      await api.fetch('/rest/v1/stories', { headers: { authorization: `Bearer ${header}.${payload}.${signature}` } }),
      401,
      'PGRST301',
    );
  });

  it('refuses a validly signed token for a role the API does not serve', async () => {
    const postgres = await sign({ role: 'postgres' });
    await expectJsonError(
      await api.fetch('/rest/v1/stories', { headers: { authorization: `Bearer ${postgres}` } }),
      403,
      '42501',
    );
  });
});
