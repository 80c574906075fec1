/** @jest-environment node */
import { RestError } from '../src/rest/errors';
import { assertSafeRegex, MAX_REGEX_LENGTH } from '../src/rest/sql/regex-safety';
import { startTestApi, type TestApi } from './support/api-server';

jest.setTimeout(120_000);

function refusal(pattern: string): RestError | undefined {
  try {
    assertSafeRegex(pattern);
    return undefined;
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
}

const CATASTROPHIC: [string, string][] = [
  ['^(.*)(.*)\\2\\1$', 'back-references'],
  ['(a)\\1', 'back-references'],
  ['^(a+)+$', 'nested quantifiers'],
  ['(x+x+)+y', 'nested quantifiers'],
  ['((ab)*)*c', 'nested quantifiers'],
  ['(.*a){1,20}', 'nested quantifiers'],
  ['(?:\\w+\\s?)*$', 'nested quantifiers'],
  ['(a*)?b', 'nested quantifiers'],
  ['^(?=(a+))\\1', 'lookarounds'],
  ['(?=.*a)(?=.*b)', 'lookarounds'],
  ['(?!x)y', 'lookarounds'],
  ['(?<=a)b', 'lookarounds'],
  ['(?<!a)b', 'lookarounds'],
  ['(?x) a b', 'lookarounds and other'],
  ['a{1000}', 'repeat counts'],
  ['.{1,5000}', 'repeat counts'],
  ['a*b*c*d*e*f*g*h*i*j*k*l*m*', 'quantifiers'],
  ['((((((((((a))))))))))', 'groups'],
  ['x'.repeat(MAX_REGEX_LENGTH + 1), 'characters'],
];

describe('regex safety check', () => {
  it.each(CATASTROPHIC)('refuses %s (%s)', (pattern, reason) => {
    const error = refusal(pattern);
    expect(error?.status).toBe(400);
    expect(error?.body.code).toBe('2201B');
    expect(error?.body.message).toContain(reason);
    expect(error?.body.hint).toMatch(/like\/ilike/);
  });

  it.each([
    '^Once upon',
    'dragon|castle',
    '^[A-Z][a-z]+ [0-9]{1,4}$',
    '(cat|dog)s?',
    '\\d{4}-\\d{2}-\\d{2}',
    '[]a]+',
    '[[:alpha:]]+ [(]x[)]',
    '(ab)+c*',
    'a+?b*?',
    '***=(a+)+\\1',
    'x'.repeat(MAX_REGEX_LENGTH),
  ])('accepts %s', (pattern) => {
    expect(refusal(pattern)).toBeUndefined();
  });
});

describe('regex filters over HTTP', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each([
    ['a JSON path', `translations->en->>content=match.${encodeURIComponent('^(.*)(.*)\\2\\1$')}`],
    ['a column, case-insensitive', `author=imatch.${encodeURIComponent('^(a+)+$')}`],
    ['a negated filter', `author=not.match.${encodeURIComponent('(?=.*a)(?=.*b)')}`],
    ['a logic tree', `or=(author.eq.x,translations->en->>title.imatch.${encodeURIComponent('"((ab)*)*c"')})`],
  ])('answers 400 for a catastrophic pattern on %s', async (_label, filter) => {
    const response = await api.fetch(`/rest/v1/stories?select=id&${filter}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      code: '2201B',
      message: expect.stringMatching(/^invalid regular expression: /),
      details: expect.any(String),
      hint: expect.any(String),
    });
  });

  it('refuses catastrophic patterns in rpc filters too', async () => {
    const response = await api.fetch(
      `/rest/v1/rpc/story_of_the_day?day=2025-01-01&author=match.${encodeURIComponent('(x+x+)+y')}`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('2201B');
  });

  it('still runs safe patterns', async () => {
    const response = await api.fetch(
      `/rest/v1/stories?select=author&author=imatch.${encodeURIComponent('^[a-z]+ ?')}&limit=1`,
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { author: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].author).toMatch(/^[a-z]+ ?/i);
  });
});
