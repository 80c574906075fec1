/** @jest-environment node */
import { SERVICE_ROLE_KEY, startTestApi, uniqueEmail, type TestApi } from './support/api-server';
import { expectTablesUnchanged } from './support/table-snapshot';

/**
 * Values that must never reach SQL text or a driver's serialiser unchecked: control characters in identifiers
 * and JSON keys, NULs anywhere, values of the wrong type, data a constraint refuses. Each gets a clear 4xx
 * with the exact code, and no table changes.
 */

jest.setTimeout(120_000);

let api: TestApi;
let userToken: string;
let userRefreshToken: string;

beforeAll(async () => {
  api = await startTestApi();
  const { data } = await api.client().auth.signUp({
    email: uniqueEmail('values'),
    password: 'values-pass-1',
    options: { data: { display_name: 'Values' } },
  });
  userToken = data.session?.access_token ?? '';
  userRefreshToken = data.session?.refresh_token ?? '';
});

afterAll(async () => {
  await api?.close();
});

afterEach(async () => {
  expect((await api.fetch('/auth/v1/health')).status).toBe(200);
  expect((await api.fetch('/rest/v1/stories?select=id&limit=1')).status).toBe(200);
});

async function expectError(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect({ status: response.status, text }).toEqual({ status, text: expect.stringContaining(`"code":"${code}"`) });
  return JSON.parse(text) as Record<string, unknown>;
}

const json = { 'content-type': 'application/json' };
const asService = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
/** Every C0 control character, DEL and a C1 one (NEL), percent-encoded for a URL. */
const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, i) => i), 0x7f, 0x85].map((code) =>
  encodeURIComponent(String.fromCharCode(code)),
);

describe('identifiers and JSON keys', () => {
  it.each(CONTROL_CHARACTERS)('refuses %s in a quoted select alias with 400 PGRST100', async (control) => {
    await expectTablesUnchanged(api.db, async () => {
      const body = await expectError(
        await api.fetch(
          `/rest/v1/stories?select=${encodeURIComponent('"a')}${control}${encodeURIComponent('b"')}:id&limit=1`,
        ),
        400,
        'PGRST100',
      );
      expect(body.details).toBe('An alias cannot be empty or contain control characters');
    });
  });

  it.each(CONTROL_CHARACTERS.filter((c) => !/^%(09|0A|0B|0C|0D)$/.test(c)))(
    'refuses %s in a bare select alias with 400 PGRST100',
    async (control) => {
      await expectTablesUnchanged(api.db, async () => {
        const body = await expectError(
          await api.fetch(`/rest/v1/stories?select=a${control}b:id&limit=1`),
          400,
          'PGRST100',
        );
        expect(body.details).toBe('An alias cannot be empty or contain control characters');
      });
    },
  );

  it('strips whitespace outside quotes from select, as PostgREST does, so it never reaches an alias', async () => {
    const response = await api.fetch('/rest/v1/stories?select=a%0A%09b:id&limit=1');
    expect(response.status).toBe(200);
    expect(Object.keys(((await response.json()) as object[])[0])).toEqual(['ab']);
  });

  it('refuses an alias longer than an identifier', async () => {
    const body = await expectError(await api.fetch(`/rest/v1/stories?select=${'a'.repeat(64)}:id`), 400, 'PGRST100');
    expect(body.details).toBe('An alias may have at most 63 bytes');
    expect((await api.fetch(`/rest/v1/stories?select=${'a'.repeat(63)}:id&limit=1`)).status).toBe(200);
  });

  it.each(['%00', '%01', '%1B', '%7F', '%C2%85'])(
    'refuses %s in a JSON key in select, filters, order and logic trees',
    async (control) => {
      await expectTablesUnchanged(api.db, async () => {
        for (const path of [
          `/rest/v1/stories?select=translations->>a${control}b`,
          `/rest/v1/stories?select=translations->"a${control}b"->>c`,
          `/rest/v1/stories?translations->>a${control}b=eq.x`,
          `/rest/v1/stories?order=translations->>a${control}b`,
          `/rest/v1/stories?or=(translations->>a${control}b.eq.x,id.is.null)`,
        ]) {
          const body = await expectError(await api.fetch(path), 400, 'PGRST100');
          expect(body.details).toBe('JSON keys cannot contain control characters');
        }
      });
    },
  );

  it('still reads JSON keys with spaces, quotes and non-Latin letters', async () => {
    const response = await api.fetch(
      `/rest/v1/stories?select=t:translations->>${encodeURIComponent(`"l'été 物語"`)}&limit=1`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ t: null }]);
  });
});

describe('filter values', () => {
  it.each([
    ['eq', 'author=eq.a%00b'],
    ['like', 'author=like.a%00*'],
    ['in', 'author=in.(a,b%00)'],
    ['a logic tree', 'or=(author.eq.a%00b,id.is.null)'],
    ['a JSON path', 'translations->>es=eq.a%00b'],
  ])('refuses a NUL in %s with 400 22021', async (_where, query) => {
    await expectTablesUnchanged(api.db, async () => {
      const body = await expectError(await api.fetch(`/rest/v1/stories?${query}`), 400, '22021');
      expect(body.message).toBe('invalid byte sequence for encoding "UTF8": 0x00');
    });
  });

  it.each([
    ['a boolean', 'profiles?has_donated=eq.maybe', '22P02', 'invalid input syntax for type boolean: "maybe"'],
    [
      'a boolean in a list',
      'profiles?has_donated=in.(true,maybe)',
      '22P02',
      'invalid input syntax for type boolean: "maybe"',
    ],
    [
      'a boolean prefix Postgres finds ambiguous',
      'profiles?has_donated=eq.o',
      '22P02',
      'invalid input syntax for type boolean: "o"',
    ],
    ['an integer', 'stories?read_time=eq.abc', '22P02', 'invalid input syntax for type integer: "abc"'],
    ['an integer with a fraction', 'stories?read_time=lt.1.5', '22P02', 'invalid input syntax for type integer: "1.5"'],
    [
      'an integer out of range',
      'stories?read_time=gt.99999999999',
      '22003',
      'value "99999999999" is out of range for type integer',
    ],
    ['a uuid', 'stories?id=eq.not-a-uuid', '22P02', 'invalid input syntax for type uuid: "not-a-uuid"'],
    [
      'a uuid with SQL',
      `stories?id=eq.${encodeURIComponent("1' or '1'='1")}`,
      '22P02',
      `invalid input syntax for type uuid: "1' or '1'='1"`,
    ],
    [
      'a timestamp',
      'stories?publish_date=lt.soon',
      '22007',
      'invalid input syntax for type timestamp with time zone: "soon"',
    ],
    [
      'a timestamp in a logic tree',
      'stories?or=(publish_date.lt.soon,id.is.null)',
      '22007',
      'invalid input syntax for type timestamp with time zone: "soon"',
    ],
  ])('refuses %s of the wrong type before binding it', async (_what, path, code, message) => {
    await expectTablesUnchanged(api.db, async () => {
      for (const headers of [{}, asService]) {
        const body = await expectError(await api.fetch(`/rest/v1/${path}`, { headers }), 400, code);
        expect(body).toEqual({ code, message, details: null, hint: null });
      }
    });
  });

  it('refuses wrong types on function results and arguments too', async () => {
    await expectTablesUnchanged(api.db, async () => {
      await expectError(await api.fetch('/rest/v1/rpc/story_of_the_day?day=2026-01-01&read_time=eq.abc'), 400, '22P02');
      await expectError(await api.fetch('/rest/v1/rpc/story_of_the_day?day=maybe'), 400, '22007');
      await expectError(
        await api.fetch('/rest/v1/rpc/story_of_the_day', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ day: 'maybe' }),
        }),
        400,
        '22007',
      );
    });
  });

  it('leaves values Postgres would reject later to Postgres, still as a 400', async () => {
    await expectError(await api.fetch('/rest/v1/stories?publish_date=lt.2026-13-45'), 400, '22008');
  });

  it('accepts every spelling Postgres accepts', async () => {
    for (const value of ['true', 'TRUE', 't', 'yes', 'y', 'on', '1', ' false ', 'f', 'no', 'off', '0']) {
      const response = await api.fetch(`/rest/v1/profiles?select=email&has_donated=eq.${encodeURIComponent(value)}`, {
        headers: asService,
      });
      expect({ value, status: response.status }).toEqual({ value, status: 200 });
    }
    for (const path of [
      'stories?read_time=gte.%2B0',
      'stories?read_time=in.(0,-1,2147483647)',
      'stories?id=eq.%7B00000000-0000-4000-8000-000000000000%7D',
      'stories?publish_date=lt.2026-11-23',
      'stories?publish_date=lt.2026-11-23T00:00:00.000Z',
      'stories?publish_date=lt.2026-11-23 08:00:00%2B01:00',
      'stories?publish_date=lt.infinity',
      'stories?translations->es=eq.%7B%7D',
    ]) {
      const response = await api.fetch(`/rest/v1/${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
  });
});

describe('NUL in auth fields', () => {
  const nulMessage = 'Request fields cannot contain NUL characters';
  const withNul = 'a\u0000b';

  it.each([
    [
      'the login email',
      '/auth/v1/token?grant_type=password',
      { email: `reader${withNul}@tales.local`, password: 'tales-reader-2026' },
    ],
    [
      'the login password',
      '/auth/v1/token?grant_type=password',
      { email: 'reader@tales.local', password: `tales-reader-2026${withNul}` },
    ],
    ['the refresh token', '/auth/v1/token?grant_type=refresh_token', { refresh_token: withNul }],
    ['the verify token hash', '/auth/v1/verify', { type: 'recovery', token_hash: withNul }],
    ['the verify code', '/auth/v1/verify', { type: 'recovery', email: 'reader@tales.local', token: `12${withNul}34` }],
    [
      'the verify email',
      '/auth/v1/verify',
      { type: 'recovery', email: `reader${withNul}@tales.local`, token: '123456' },
    ],
    ['the signup email', '/auth/v1/signup', { email: `new${withNul}@tales.local`, password: 'nul-pass-1' }],
    ['the signup password', '/auth/v1/signup', { email: 'nul-password@tales.local', password: `nul-pass${withNul}` }],
    [
      'a signup metadata value',
      '/auth/v1/signup',
      { email: 'nul-data@tales.local', password: 'nul-pass-1', data: { display_name: withNul } },
    ],
    [
      'a signup metadata key',
      '/auth/v1/signup',
      { email: 'nul-key@tales.local', password: 'nul-pass-1', data: { [withNul]: 'x' } },
    ],
    [
      'nested signup metadata',
      '/auth/v1/signup',
      { email: 'nul-deep@tales.local', password: 'nul-pass-1', data: { a: [{ b: [withNul] }] } },
    ],
    ['the recovery email', '/auth/v1/recover', { email: `reader${withNul}@tales.local` }],
  ])('refuses %s with 400 validation_failed', async (_field, path, body) => {
    await expectTablesUnchanged(api.db, async () => {
      const response = await api.fetch(path, { method: 'POST', headers: json, body: JSON.stringify(body) });
      expect(await expectError(response, 400, 'validation_failed')).toEqual({
        code: 'validation_failed',
        message: nulMessage,
      });
    });
  });

  it('refuses a NUL in a query parameter or in PUT /user', async () => {
    await expectTablesUnchanged(api.db, async () => {
      const recover = await api.fetch('/auth/v1/recover?redirect_to=http%3A%2F%2F127.0.0.1%3A3000%2F%00', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'reader@tales.local' }),
      });
      await expectError(recover, 400, 'validation_failed');
      const update = await api.fetch('/auth/v1/user', {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${userToken}` },
        body: JSON.stringify({ data: { display_name: withNul } }),
      });
      expect(await expectError(update, 400, 'validation_failed')).toEqual({
        code: 'validation_failed',
        message: nulMessage,
      });
      const link = await api.fetch(
        `/auth/v1/verify?type=recovery&token=${encodeURIComponent(withNul)}&redirect_to=http%3A%2F%2F127.0.0.1%3A3000`,
      );
      await expectError(link, 400, 'validation_failed');
    });
  });

  it('still refreshes a real token (the check looks only for NUL)', async () => {
    const response = await api.fetch('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refresh_token: userRefreshToken }),
    });
    expect(response.status).toBe(200);
  });
});

describe('data a constraint refuses', () => {
  const long = (n: number) => 'N'.repeat(n);

  // The profile triggers cut a metadata name to the column's 255 characters (a signup must not fail on hosted
  // GoTrue either), so the long-name cases are answered 200 and nothing over the limit is stored.
  const profileName = async (email: string) =>
    (await api.db.query<{ display_name: string }>(`select display_name from public.profiles where email = $1`, [email]))
      .rows[0]?.display_name;

  it.each([
    ['display_name', 256],
    ['display_name', 10_000],
    ['name', 300],
  ])('signs up with a %s of %i characters and stores it cut to 255', async (key, length) => {
    const email = uniqueEmail('long-name');
    const response = await api.fetch('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'long-pass-1', data: { [key]: long(length) } }),
    });
    expect(response.status).toBe(200);
    expect(await profileName(email)).toBe(long(255));
  });

  it('answers PUT /user with a display name over 255 characters with 200 and a profile name cut to 255', async () => {
    const response = await api.fetch('/auth/v1/user', {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${userToken}` },
      body: JSON.stringify({ data: { display_name: long(256) } }),
    });
    expect(response.status).toBe(200);
    const { email } = (await response.json()) as { email: string };
    expect(await profileName(email)).toBe(long(255));
  });

  it('answers REST writes a constraint refuses with 400 and the SQLSTATE', async () => {
    await expectTablesUnchanged(api.db, async () => {
      const response = await api.fetch('/rest/v1/profiles?select=display_name&id=not.is.null', {
        method: 'PATCH',
        headers: { ...json, authorization: `Bearer ${userToken}` },
        body: JSON.stringify({ display_name: long(256) }),
      });
      const body = await expectError(response, 400, '23514');
      expect(body.message).toBe(
        'new row for relation "profiles" violates check constraint "profiles_display_name_check"',
      );
      const nul = await api.fetch('/rest/v1/rpc/record_page_view', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ title: 'a\u0000b', location: '', path: '', language: '', referrer: '' }),
      });
      expect(nul.status).toBe(400);
    });
  });
});
