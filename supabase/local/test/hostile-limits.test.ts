/** @jest-environment node */
import { createHash } from 'node:crypto';
import { LIMITS } from '../src/http/limits';
import { ADMIN, SERVICE_ROLE_KEY, signedIn, startTestApi, uniqueEmail, type TestApi } from './support/api-server';
import { rawRequest } from './support/raw-http';
import { insertStories } from './support/stories';
import { expectTablesUnchanged } from './support/table-snapshot';

/**
 * Requests built to be too deep or too big for the API: each gets a clear 4xx in PostgREST's or GoTrue's
 * shape, the database session survives (the next request works), and no table changes.
 */

jest.setTimeout(120_000);

let api: TestApi;
let adminToken: string;
let userToken: string;
let storyId: string;

beforeAll(async () => {
  api = await startTestApi();
  const service = api.client(SERVICE_ROLE_KEY);
  [{ id: storyId }] = await insertStories(service, [
    { title: 'Deep target', author: 'Limits Fixture', publish_date: '2003-01-01T12:00:00Z' },
  ]);
  const admin = await signedIn(api, ADMIN);
  adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
  const user = api.client();
  const { data } = await user.auth.signUp({ email: uniqueEmail('limits'), password: 'limits-pass-1' });
  userToken = data.session?.access_token ?? '';
});

afterAll(async () => {
  await api?.close();
});

afterEach(async () => {
  // Whatever the request, the session still works: health, auth and a plain read answer.
  expect((await api.fetch('/auth/v1/health')).status).toBe(200);
  const read = await api.fetch('/rest/v1/stories?select=id&author=eq.Limits%20Fixture');
  expect(read.status).toBe(200);
  expect(await read.json()).toEqual([{ id: storyId }]);
});

async function expectError(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect({ status: response.status, text }).toEqual({ status, text: expect.stringContaining(`"code":"${code}"`) });
  expect(response.headers.get('content-type')).toMatch(/json/);
  return JSON.parse(text) as Record<string, unknown>;
}

const json = { 'content-type': 'application/json' };
const asAdmin = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${adminToken}`, ...extra });
const arrows = (steps: number, arrow = '->') => `translations${`${arrow}a`.repeat(steps)}`;
const nested = (depth: number, open: string, close: string, inner: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

describe('JSON paths', () => {
  it.each([
    ['select', (p: string) => `/rest/v1/stories?select=${p}`],
    ['a filter', (p: string) => `/rest/v1/stories?${p}=eq.1`],
    ['order', (p: string) => `/rest/v1/stories?order=${p}.desc`],
    ['a logic tree', (p: string) => `/rest/v1/stories?or=(${p}.eq.1,id.is.null)`],
  ])('refuses 300, 600 and 800 steps in %s with 400 PGRST100', async (_where, url) => {
    await expectTablesUnchanged(api.db, async () => {
      for (const steps of [300, 600, 800]) {
        const body = await expectError(await api.fetch(url(arrows(steps)), { headers: asAdmin() }), 400, 'PGRST100');
        expect(body.details).toBe(`A JSON path may have at most ${LIMITS.jsonPathSteps} steps, this one has ${steps}`);
      }
      await expectError(await api.fetch(url(arrows(LIMITS.jsonPathSteps + 1, '->>'))), 400, 'PGRST100');
    });
  });

  it('still answers a path of the longest allowed length', async () => {
    const response = await api.fetch(
      `/rest/v1/stories?select=x:${arrows(LIMITS.jsonPathSteps)}&author=eq.Limits%20Fixture`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ x: null }]);
  });
});

describe('logic trees', () => {
  it.each([
    ['or=(not.or(…)) 400 deep', `or=${nested(1, '(', ')', nested(400, 'not.or(', ')', 'id.is.null'))}`],
    ['or=(or(…)) 2,000 deep', `or=${nested(1, '(', ')', nested(2000, 'or(', ')', 'id.is.null'))}`],
    ['and=(and(…)) 1,500 deep', `and=${nested(1, '(', ')', nested(1500, 'and(', ')', 'id.is.null'))}`],
    [
      'not.and=(or(and(…))) alternating 1,000 deep',
      `not.and=${nested(1, '(', ')', nested(500, 'or(and(', '))', 'id.is.null'))}`,
    ],
    ['one level past the limit', `or=${nested(1, '(', ')', nested(LIMITS.nestingDepth, 'or(', ')', 'id.is.null'))}`],
  ])('refuses %s with 400 PGRST100', async (_name, query) => {
    await expectTablesUnchanged(api.db, async () => {
      const body = await expectError(
        await api.fetch(`/rest/v1/stories?${query}`, { headers: asAdmin() }),
        400,
        'PGRST100',
      );
      expect(body.details).toBe(`Logic trees may be nested at most ${LIMITS.nestingDepth} levels deep`);
    });
  });

  it('refuses a tree too long for the URL limit with 414 before parsing it', async () => {
    const body = await expectError(
      await api.fetch(`/rest/v1/stories?and=(${nested(2000, 'and(', ')', 'id.is.null')})`),
      414,
      'PGRST100',
    );
    expect(body.message).toMatch(/^The request URL has \d+ bytes; the limit is 8192$/);
  });

  it('refuses deep trees in deletes and updates too, deleting and changing nothing', async () => {
    const tree = `or=${nested(1, '(', ')', nested(2000, 'or(', ')', 'author.eq.Limits Fixture'))}`;
    await expectTablesUnchanged(api.db, async () => {
      await expectError(
        await api.fetch(`/rest/v1/stories?${tree}`, { method: 'DELETE', headers: asAdmin() }),
        400,
        'PGRST100',
      );
      await expectError(
        await api.fetch(`/rest/v1/stories?${tree}`, {
          method: 'PATCH',
          headers: asAdmin(json),
          body: JSON.stringify({ author: 'x' }),
        }),
        400,
        'PGRST100',
      );
    });
  });

  it('answers the deepest allowed tree', async () => {
    const tree = nested(1, '(', ')', nested(LIMITS.nestingDepth - 1, 'or(', ')', 'author.eq.Limits Fixture'));
    const response = await api.fetch(`/rest/v1/stories?select=id&or=${encodeURIComponent(tree)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: storyId }]);
  });
});

describe('embedded selects', () => {
  it('refuses selects nested 2,000 deep with 400 PGRST100, and shallower embeds with PGRST200', async () => {
    await expectTablesUnchanged(api.db, async () => {
      const deep = await expectError(
        await api.fetch(`/rest/v1/stories?select=id,${nested(2000, 'a(', ')', 'id')}`),
        400,
        'PGRST100',
      );
      expect(deep.details).toBe(`Embedded resources may be nested at most ${LIMITS.nestingDepth} levels deep`);
      await expectError(await api.fetch(`/rest/v1/stories?select=${nested(2000, '(', ')', 'id')}`), 400, 'PGRST100');
      await expectError(await api.fetch(`/rest/v1/stories?select=id,${nested(3, 'a(', ')', 'id')}`), 400, 'PGRST200');
    });
  });
});

describe('JSON bodies nested too deep', () => {
  const shapes: [string, (depth: number) => string][] = [
    ['arrays', (depth) => nested(depth, '[', ']', '1')],
    ['objects', (depth) => nested(depth, '{"a":', '}', '1')],
    ['arrays in objects', (depth) => nested(Math.ceil(depth / 2), '{"a":[', ']}', 'null')],
  ];

  describe.each(shapes)('of %s', (_shape, deep) => {
    it('are refused on REST insert, update and rpc with 400 PGRST102', async () => {
      await expectTablesUnchanged(api.db, async () => {
        for (const depth of [LIMITS.jsonDepth + 1, 5000, 100_000]) {
          const value = deep(depth);
          const insert = await api.fetch('/rest/v1/stories', {
            method: 'POST',
            headers: asAdmin(json),
            body: `{"author":"x","translations":${value}}`,
          });
          const body = await expectError(insert, 400, 'PGRST102');
          expect(body.details).toBe(`Invalid JSON: nested deeper than ${LIMITS.jsonDepth} levels`);
          const view = await api.fetch('/rest/v1/rpc/record_page_view', {
            method: 'POST',
            headers: json,
            body: `{"title":${value}}`,
          });
          await expectError(view, 400, 'PGRST102');
          const update = await api.fetch(`/rest/v1/stories?id=eq.${storyId}`, {
            method: 'PATCH',
            headers: asAdmin(json),
            body: `{"translations":${value}}`,
          });
          await expectError(update, 400, 'PGRST102');
          const rpc = await api.fetch('/rest/v1/rpc/story_of_the_day', {
            method: 'POST',
            headers: json,
            body: `{"day":${value}}`,
          });
          await expectError(rpc, 400, 'PGRST102');
        }
      });
    });

    it('are refused on signup metadata and user updates with 400 bad_json', async () => {
      await expectTablesUnchanged(api.db, async () => {
        for (const depth of [LIMITS.jsonDepth + 1, 5000, 100_000]) {
          const value = deep(depth);
          const signup = await api.fetch('/auth/v1/signup', {
            method: 'POST',
            headers: json,
            body: `{"email":"${uniqueEmail('deep')}","password":"deep-pass-1","data":{"x":${value}}}`,
          });
          const body = await expectError(signup, 400, 'bad_json');
          expect(body.message).toBe(
            `Could not parse request body as JSON: Invalid JSON: nested deeper than ${LIMITS.jsonDepth} levels`,
          );
          const update = await api.fetch('/auth/v1/user', {
            method: 'PUT',
            headers: { ...json, authorization: `Bearer ${userToken}` },
            body: `{"data":{"x":${value}}}`,
          });
          await expectError(update, 400, 'bad_json');
        }
      });
    });
  });

  it('lets the deepest allowed body through to Postgres, which answers it', async () => {
    // One level is the body itself: the translations value may nest one less.
    const value = nested(LIMITS.jsonDepth - 1, '{"es":', '}', '1');
    await expectTablesUnchanged(api.db, async () => {
      const insert = await api.fetch('/rest/v1/stories', {
        method: 'POST',
        headers: asAdmin(json),
        body: `{"author":"x","translations":${value}}`,
      });
      await expectError(insert, 400, '23514');
    });
  });

  it('ignores brackets inside strings when measuring depth', async () => {
    const {
      rows: [original],
    } = await api.db.query<{ translations: string }>(`select translations::text from public.stories where id = $1`, [
      storyId,
    ]);
    const title = '[{'.repeat(5000);
    const response = await api.fetch(`/rest/v1/stories?id=eq.${storyId}`, {
      method: 'PATCH',
      headers: asAdmin(json),
      body: JSON.stringify({ translations: { es: { title, content: 'c', summary: '' } } }),
    });
    expect(response.status).toBe(204);
    const { rows } = await api.db.query<{ title: string }>(
      `select translations->'es'->>'title' as title from public.stories where id = $1`,
      [storyId],
    );
    expect(rows[0].title).toBe(title);
    await api.db.query(`update public.stories set translations = $2::jsonb where id = $1`, [
      storyId,
      original.translations,
    ]);
  });
});

describe('request sizes', () => {
  it('refuses a query string over the URL limit with 414, in each API shape', async () => {
    const filler = 'x'.repeat(LIMITS.urlBytes);
    await expectTablesUnchanged(api.db, async () => {
      const rest = await expectError(await api.fetch(`/rest/v1/stories?author=eq.${filler}`), 414, 'PGRST100');
      expect(rest.message).toMatch(/^The request URL has \d+ bytes; the limit is 8192$/);
      await expectError(
        await api.fetch(`/auth/v1/recover?redirect_to=${filler}`, { method: 'POST', headers: json, body: '{}' }),
        414,
        'validation_failed',
      );
    });
  });

  it('refuses request headers over the limit with 431', async () => {
    const response = await rawRequest(api.url, '/rest/v1/stories', {
      headers: { apikey: 'x', 'x-filler': 'x'.repeat(LIMITS.headerBytes) },
    });
    expect(response.status).toBe(431);
    expect(response.json()).toMatchObject({ statusCode: 431 });
  });

  it('refuses a table name longer than any identifier with 414', async () => {
    const response = await api.fetch(`/rest/v1/${'t'.repeat(LIMITS.pathParamChars + 1)}`);
    expect(response.status).toBe(414);
  });
});

describe('page views', () => {
  const view = (title: string) => ({
    title,
    location: 'http://127.0.0.1:3000/en',
    path: '/en',
    language: 'en',
    referrer: '',
  });
  const record = (body: unknown, headers: Record<string, string> = {}) =>
    api.fetch('/rest/v1/rpc/record_page_view', {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });

  it.each([
    // PostgREST answers a missing privilege with 401 for anon (no token could help) and 403 for a signed-in user.
    ['anon', (): Record<string, string> => ({}), 401],
    ['a signed-in user', (): Record<string, string> => ({ authorization: `Bearer ${userToken}` }), 403],
  ])('are never inserted directly by %s, one row or many', async (_who, auth, status) => {
    await expectTablesUnchanged(api.db, async () => {
      for (const rows of [1, 5000]) {
        const body = JSON.stringify(Array.from({ length: rows }, (_, i) => view(`Bulk ${i}`)));
        const response = await api.fetch('/rest/v1/page_views', {
          method: 'POST',
          headers: { ...json, ...auth() },
          body,
        });
        const error = await expectError(response, status, '42501');
        expect(error.message).toBe('permission denied for table page_views');
      }
    });
  });

  it('records a single view per call (the only tables written)', async () => {
    await expectTablesUnchanged(
      api.db,
      async () => {
        const response = await record(view('Single'));
        expect(response.status).toBe(200);
        expect(await response.json()).toBe(true);
      },
      ['public.page_views', 'public.page_view_budgets'],
    );
    const { rows } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from public.page_views where title = 'Single'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it("keys a client's budget by the SHA-256 of its address, with no need of pgcrypto", async () => {
    await api.db.query(`delete from public.page_view_budgets`);
    // digest() out of reach, as when PGlite's pgcrypto cannot set up its OpenSSL digest.
    await api.db.query(`alter function extensions.digest(text, text) rename to digest_out_of_reach`);
    try {
      const response = await record(view('Hashed'));
      expect(response.status).toBe(200);
      expect(await response.json()).toBe(true);
    } finally {
      await api.db.query(`alter function extensions.digest_out_of_reach(text, text) rename to digest`);
    }
    const { rows } = await api.db.query<{ client: string }>(`select client from public.page_view_budgets`);
    const sha256 = (address: string) => createHash('sha256').update(address).digest('hex');
    expect(rows).toHaveLength(1);
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(sha256)).toContain(rows[0].client);
    await api.db.query(`delete from public.page_views where title = 'Hashed'`);
    await api.db.query(`delete from public.page_view_budgets`);
  });

  it('stores at most 256 KB an hour from one client address, whatever it sends', async () => {
    const big = {
      title: 'x'.repeat(100),
      location: 'l'.repeat(1024),
      path: 'p'.repeat(512),
      language: 'en',
      referrer: 'r'.repeat(1024),
    };
    const stored = async () =>
      (
        await api.db.query<{ bytes: number }>(
          `select coalesce(sum(octet_length(title) + octet_length(location) + octet_length(path) + octet_length(language) + octet_length(referrer)), 0)::int as bytes
       from public.page_views where title = $1`,
          [big.title],
        )
      ).rows[0].bytes;
    // A forged x-forwarded-for or cf-connecting-ip does not buy a new budget: the API appends the address it saw.
    const answers = [];
    for (let i = 0; i < 150; i++)
      answers.push(
        await (await record(big, { 'x-forwarded-for': `10.0.${i}.1`, 'cf-connecting-ip': `10.1.${i}.1` })).json(),
      );
    expect(answers.filter((stored) => stored === true).length).toBeLessThan(answers.length);
    expect(await stored()).toBeLessThanOrEqual(256 * 1024);
    expect(answers.slice(-10)).toEqual(Array(10).fill(false));
    await api.db.query(`delete from public.page_views where title = $1`, [big.title]);
    await api.db.query(`delete from public.page_view_budgets`);
  });

  it("refuses fields over the table's limits with 400 23514, storing nothing", async () => {
    await expectTablesUnchanged(api.db, async () => {
      const response = await record({ ...view('Long'), path: 'p'.repeat(513) });
      await expectError(response, 400, '23514');
    });
  });

  it('lets the service role insert in bulk (imports)', async () => {
    const body = JSON.stringify([view('Import 1'), view('Import 2')]);
    const response = await api.fetch('/rest/v1/page_views', {
      method: 'POST',
      headers: { ...json, apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      body,
    });
    expect(response.status).toBe(201);
    await api.db.query(`delete from public.page_views where title like 'Import %'`);
  });
});
