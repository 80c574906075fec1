/** @jest-environment node */
import { DEFAULT_PATTERN_RATE } from '../src/rest/pattern-admission';
import { FILTER_BUDGET } from '../src/rest/query/filter-budget';
import { ADMIN, ANON_KEY, signedIn, startTestApi, type TestApi } from './support/api-server';
import { countingDatabase } from './support/counting-database';
import { rawRequest } from './support/raw-http';

/**
 * Filters that each pass the regex safety check but together cost the database far more than one request
 * should: refused up front with 400 (the budget of one request) or 429 (the budget of one address over time),
 * before anything reaches the database. The site's own queries still work.
 */

jest.setTimeout(120_000);

const database = countingDatabase();
let api: TestApi;

beforeAll(async () => {
  // The default rate of pattern filters per address, unlike the other suites.
  api = await startTestApi({ restPatternRate: DEFAULT_PATTERN_RATE }, { observe: database.wrap });
});

afterAll(async () => {
  await api?.close();
});

/**
 * A regex that passes assertSafeRegex (12 quantifiers, no nested ones, under 256 characters), varied by `n`, quoted
 * for a logic tree (its bounds hold commas).
 */
function costlyRegex(n: number): string {
  const letter = String.fromCharCode(97 + (n % 26));
  const words = 'upon-a-time';
  return `"${letter}[a-z ]{1,60}[aeiou]{1,40}[^q]{1,90}e{0,9}.{1,50}[a-z]{2,70}(x|y|z)?[a-m]*[n-z]*s?t?${words}${letter}"`;
}

async function expectRefusedBeforeTheDatabase(
  path: string,
  status: number,
  code: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  // Warm the schema cache first, so the count below only sees what this request would cause.
  expect((await api.fetch('/rest/v1/stories?select=id&limit=1')).status).toBe(200);
  database.reset();
  const response = await api.fetch(path, init);
  const text = await response.text();
  expect({ status: response.status, text }).toEqual({ status, text: expect.stringContaining(`"code":"${code}"`) });
  expect(database.calls).toBe(0);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

const orOf = (conditions: string[]) => `or=(${conditions.join(',')})`;
const encoded = (text: string) => encodeURIComponent(text);

describe('the budget of one request', () => {
  it("refuses the reported attack: 40 safe regexes on the stories' text in one or=, anon key", async () => {
    const conditions = Array.from({ length: 40 }, (_, n) => {
      const column = n % 2 === 0 ? 'translations->es->>content' : 'translations->en->>title';
      return `${column}.match.${costlyRegex(n)}`;
    });
    // Encoded as a browser would send it: ~7.9 KB of URL (raw ~5.3 KB), under the 8 KiB limit.
    const path = `/rest/v1/stories?${encodeURI(orOf(conditions))}`;
    expect(path.length).toBeGreaterThan(7000);
    expect(path.length).toBeLessThan(8 * 1024);
    const body = await expectRefusedBeforeTheDatabase(path, 400, 'PGRST100');
    expect(body.message).toBe('The filters of this request would cost the database too much');
    expect(body.details).toBe(
      `The request has 40 like/ilike/match/imatch conditions; at most ${FILTER_BUDGET.patternConditions} are allowed in one request`,
    );
  });

  it.each([
    [
      'a few more regexes than allowed, each small',
      () =>
        Array.from({ length: FILTER_BUDGET.regexConditions + 1 }, (_, n) => `author=match.${'ab'.repeat(n + 1)}`).join(
          '&',
        ),
      'match/imatch conditions',
    ],
    [
      'regexes with large repeat counts together',
      () => `author=match.${encoded('a{1,40}')}&author=imatch.${encoded('b{30}')}`,
      'repeat counts',
    ],
    [
      'huge patterns together',
      () => Array.from({ length: 5 }, (_, n) => `author=like.${String(n).repeat(250)}`).join('&'),
      'characters in like/ilike/match/imatch patterns',
    ],
    [
      'a like with many wildcards',
      () => `author=like.${encoded('%a'.repeat(FILTER_BUDGET.likeWildcards + 1))}`,
      '% wildcards in like/ilike patterns',
    ],
    [
      'wildcards written as *, spread over an or=',
      () => orOf(Array.from({ length: 4 }, () => `author.ilike.*a*b*c*d*e`)),
      '% wildcards in like/ilike patterns',
    ],
    [
      'patterns spread over deep and/or nesting',
      () =>
        `and=(${Array.from({ length: 3 }, (_, n) => `or(author.imatch.x${n},and(author.like.*${n},not.or(author.ilike.y${n}*,author.match.z${n})))`).join(',')})`,
      'like/ilike/match/imatch conditions',
    ],
    [
      'too many cheap conditions',
      () => orOf(Array.from({ length: FILTER_BUDGET.conditions + 1 }, (_, n) => `read_time.eq.${n}`)),
      'filter conditions',
    ],
    [
      'too many and/or groups',
      () => orOf(Array.from({ length: FILTER_BUDGET.logicGroups }, (_, n) => `and(read_time.eq.${n})`)),
      'and/or groups',
    ],
  ])('refuses %s with 400 PGRST100', async (_name, query, what) => {
    const body = await expectRefusedBeforeTheDatabase(`/rest/v1/stories?select=id&${query()}`, 400, 'PGRST100');
    expect(body.details).toEqual(expect.stringContaining(what));
  });

  it('counts filters on writes and function calls too', async () => {
    const tooMany = Array.from({ length: FILTER_BUDGET.regexConditions + 1 }, (_, n) => `author=match.x${n}`).join('&');
    await expectRefusedBeforeTheDatabase(`/rest/v1/stories?${tooMany}`, 400, 'PGRST100', { method: 'DELETE' });
    await expectRefusedBeforeTheDatabase(`/rest/v1/rpc/story_of_the_day?day=2025-01-01&${tooMany}`, 400, 'PGRST100');
  });

  it("still answers the site's queries and a search within the budget", async () => {
    const month = await api.fetch(
      '/rest/v1/stories?select=id,publish_date&publish_date=gte.2025-06-01T00:00:00Z&publish_date=lt.2025-07-01T00:00:00Z&order=publish_date.asc',
    );
    expect(month.status).toBe(200);
    const search = await api.fetch(
      `/rest/v1/stories?select=id&or=(author.ilike.*a*,translations->es->>title.imatch.${encoded('^[a-z]+')})&limit=5`,
    );
    expect(search.status).toBe(200);
    const today = await api.fetch('/rest/v1/rpc/story_of_the_day', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ day: '2025-01-01', tz: 'Europe/Madrid' }),
    });
    expect(today.status).toBe(200);
  });
});

describe('the budget of one address over time', () => {
  const heaviest = () => {
    // Repeat counts up to the budget, the rest of each regex unbounded quantifiers.
    const bound = Math.floor(FILTER_BUDGET.regexRepeats / FILTER_BUDGET.regexConditions / 2);
    const regexes = Array.from(
      { length: FILTER_BUDGET.regexConditions },
      (_, n) =>
        `translations->es->>content.match."${'abcdefghij'[n]}[a-z ]{1,${bound}}[aeiou]{1,${bound}}[^q]*e*.+[a-z]+(x|y|z)?[a-m]*[n-z]*s?t?once upon a time"`,
    );
    const likes = Array.from(
      { length: FILTER_BUDGET.patternConditions - FILTER_BUDGET.regexConditions },
      (_, n) => `author.ilike.*${n}*`,
    );
    return `/rest/v1/stories?select=id&or=${encoded(orOf([...regexes, ...likes]).slice(3))}`;
  };

  it('answers 429 with Retry-After once an address has spent its pattern tokens, signed in or not, and keeps others going', async () => {
    const from = '127.0.0.7';
    // One request at the budget's limit costs 10 tokens: the first passes, the second cannot.
    const started = Date.now();
    const first = await rawRequest(api.url, heaviest(), { from, headers: anonHeaders() });
    console.log(`the heaviest request within the budget took ${Date.now() - started} ms`);
    expect({ status: first.status, text: first.text }).toEqual({ status: 200, text: expect.any(String) });
    database.reset();
    const second = await rawRequest(api.url, heaviest(), { from, headers: anonHeaders() });
    expect(second.status).toBe(429);
    expect(second.json()).toMatchObject({
      code: 'PGRST429',
      message: 'Too many requests with pattern filters from this address',
    });
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(database.calls).toBe(0);
    // A signed-in user at the same address shares its budget.
    const admin = await signedIn(api, ADMIN);
    const token = (await admin.auth.getSession()).data.session?.access_token ?? '';
    const asUser = await rawRequest(api.url, heaviest(), {
      from,
      headers: { ...anonHeaders(), authorization: `Bearer ${token}` },
    });
    expect(asUser.status).toBe(429);
    // Requests without patterns from that address, and pattern requests from another, are answered.
    expect(
      (await rawRequest(api.url, '/rest/v1/stories?select=id&limit=1', { from, headers: anonHeaders() })).status,
    ).toBe(200);
    expect((await rawRequest(api.url, heaviest(), { from: '127.0.0.8', headers: anonHeaders() })).status).toBe(200);
  });
});

function anonHeaders(): Record<string, string> {
  return { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };
}
