// The REST query parsers one by one, with the exact structures and PostgREST errors they give (what the SQL
// builders and clients rely on): select, fields, filters and logic trees, order, paging, Prefer, the query split.
import { RestError } from '../src/rest/errors';
import { defaultFieldName, parseField } from '../src/rest/query/field';
import { parseCondition, parseLogicTree } from '../src/rest/query/filter';
import { parseOrder } from '../src/rest/query/order';
import { parsePrefer } from '../src/rest/query/prefer';
import { parsePage } from '../src/rest/query/range';
import { parseQueryParts } from '../src/rest/query/request';
import { ALLOWED_CASTS, parseSelect, splitTopLevel } from '../src/rest/query/select';

/** The RestError `fn` throws, as status and body; fails when it throws nothing or something else. */
function errorOf(fn: () => unknown): {
  status: number;
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
} {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RestError);
  const { status, body } = caught as RestError;
  return { status, code: body.code, message: body.message, details: body.details, hint: body.hint };
}

const col = (column: string) => ({ column, path: [] });

describe('splitTopLevel', () => {
  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",g')).toEqual(['a', 'b(c,d)', '"e,f"', 'g']);
    expect(splitTopLevel('')).toEqual(['']);
    expect(splitTopLevel('a,,b')).toEqual(['a', '', 'b']);
  });

  it('keeps escaped quotes and backslashes inside quotes', () => {
    expect(splitTopLevel('"a\\",b",c')).toEqual(['"a\\",b"', 'c']);
    expect(splitTopLevel('"a\\\\",b')).toEqual(['"a\\\\"', 'b']);
    expect(splitTopLevel('"ends with \\')).toEqual(['"ends with \\']);
  });

  it('closes a parenthesis before splitting again', () => {
    expect(splitTopLevel('or(a,b),c')).toEqual(['or(a,b)', 'c']);
    expect(splitTopLevel('(a),(b)')).toEqual(['(a)', '(b)']);
  });

  it('takes another separator', () => {
    expect(splitTopLevel('a;b,c', ';')).toEqual(['a', 'b,c']);
  });
});

describe('parseField', () => {
  it('reads a column, a quoted column and JSON paths with array indexes', () => {
    expect(parseField('title', 'x')).toEqual(col('title'));
    expect(parseField('"my col"', 'x')).toEqual(col('my col'));
    expect(parseField(' title ', 'x')).toEqual(col('title'));
    expect(parseField('translations->es->>title', 'x')).toEqual({
      column: 'translations',
      path: [
        { arrow: '->', key: 'es' },
        { arrow: '->>', key: 'title' },
      ],
    });
    expect(parseField('tags->0', 'x')).toEqual({ column: 'tags', path: [{ arrow: '->', key: 0 }] });
    expect(parseField('tags->-1', 'x')).toEqual({ column: 'tags', path: [{ arrow: '->', key: -1 }] });
    expect(parseField('data->"a b"', 'x')).toEqual({ column: 'data', path: [{ arrow: '->', key: 'a b' }] });
    expect(parseField('"', 'x')).toEqual(col('"'));
  });

  it('refuses a missing column or JSON key, naming the context', () => {
    expect(errorOf(() => parseField('', 'order'))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse order ()',
      details: 'A column name is required',
      hint: null,
    });
    expect(errorOf(() => parseField('""', 'filter')).details).toBe('A column name is required');
    expect(errorOf(() => parseField('data->', 'filter'))).toMatchObject({
      message: 'failed to parse filter (data->)',
      details: 'A JSON key is required after ->',
    });
    expect(errorOf(() => parseField('data->>', 'filter')).details).toBe('A JSON key is required after ->>');
  });

  it('names a field after its last JSON key, else its column', () => {
    expect(defaultFieldName(parseField('translations->es->>title', 'x'))).toBe('title');
    expect(defaultFieldName(parseField('tags->0', 'x'))).toBe('0');
    expect(defaultFieldName(parseField('author', 'x'))).toBe('author');
  });
});

describe('parseSelect', () => {
  it('is a star for a missing or blank select', () => {
    expect(parseSelect(null, 'stories')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('  ', 'stories')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('*', 'stories')).toEqual([{ kind: 'star' }]);
  });

  it('reads columns, aliases, casts and JSON paths, ignoring whitespace outside quotes', () => {
    expect(
      parseSelect('id, title:translations->es->>title, n:read_time::TEXT, "a b", "x y":author', 'stories'),
    ).toEqual([
      { kind: 'field', field: col('id'), alias: 'id', cast: undefined },
      {
        kind: 'field',
        field: {
          column: 'translations',
          path: [
            { arrow: '->', key: 'es' },
            { arrow: '->>', key: 'title' },
          ],
        },
        alias: 'title',
        cast: undefined,
      },
      { kind: 'field', field: col('read_time'), alias: 'n', cast: 'text' },
      { kind: 'field', field: col('a b'), alias: 'a b', cast: undefined },
      { kind: 'field', field: col('author'), alias: 'x y', cast: undefined },
    ]);
    expect(parseSelect('read_time::int', 'stories')).toEqual([
      { kind: 'field', field: col('read_time'), alias: 'read_time', cast: 'int' },
    ]);
    expect(parseSelect('translations->>es', 'stories')).toEqual([
      {
        kind: 'field',
        field: { column: 'translations', path: [{ arrow: '->>', key: 'es' }] },
        alias: 'es',
        cast: undefined,
      },
    ]);
  });

  it('refuses an empty item, stray characters and unknown casts', () => {
    expect(errorOf(() => parseSelect('id,,title', 'stories'))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse select parameter (id,,title)',
      details: 'unexpected empty item',
      hint: null,
    });
    expect(errorOf(() => parseSelect('id;drop', 'stories')).details).toBe('unexpected character in "id;drop"');
    expect(errorOf(() => parseSelect('a*', 'stories')).details).toBe('unexpected character in "a*"');
    expect(errorOf(() => parseSelect("o'k", 'stories')).details).toBe('unexpected character in "o\'k"');
    expect(errorOf(() => parseSelect('(id)', 'stories')).details).toBe('unexpected character in "(id)"');
    expect(errorOf(() => parseSelect('id::regclass', 'stories'))).toMatchObject({
      message: 'failed to parse select parameter (id::regclass)',
      details: 'unsupported cast "regclass"',
    });
    expect(parseSelect('"semi;colon"', 'stories')).toEqual([
      { kind: 'field', field: col('semi;colon'), alias: 'semi;colon', cast: undefined },
    ]);
  });

  it('answers an embedded resource with PostgREST PGRST200, naming the relation', () => {
    const expected = {
      status: 400,
      code: 'PGRST200',
      message: "Could not find a relationship between 'stories' and 'profiles' in the schema cache",
      details: null,
      hint: 'Embedding resources is not supported by the local API; select plain columns.',
    };
    expect(errorOf(() => parseSelect('id,profiles(email)', 'stories'))).toEqual(expected);
    expect(errorOf(() => parseSelect('owner:profiles(email)', 'stories'))).toEqual(expected);
    expect(errorOf(() => parseSelect('!profiles!fk_name(email)', 'stories'))).toEqual(expected);
    expect(errorOf(() => parseSelect('profiles!inner(*)', 'stories'))).toEqual(expected);
  });

  it('allows the usual casts only', () => {
    for (const cast of [
      'text',
      'varchar',
      'int',
      'int2',
      'int4',
      'int8',
      'integer',
      'smallint',
      'bigint',
      'numeric',
      'real',
      'float4',
      'float8',
      'boolean',
      'bool',
      'date',
      'time',
      'timestamp',
      'timestamptz',
      'json',
      'jsonb',
      'uuid',
    ]) {
      expect(ALLOWED_CASTS.has(cast)).toBe(true);
    }
    expect(ALLOWED_CASTS.size).toBe(22);
  });
});

describe('parseCondition', () => {
  it('reads operator and value, with not. and like stars', () => {
    expect(parseCondition('title', 'eq.Hola', false)).toEqual({
      kind: 'cond',
      field: col('title'),
      negated: false,
      op: 'eq',
      value: 'Hola',
    });
    expect(parseCondition('title', 'not.neq.a.b', false)).toEqual({
      kind: 'cond',
      field: col('title'),
      negated: true,
      op: 'neq',
      value: 'a.b',
    });
    expect(parseCondition('title', 'like.*sea*', false)).toEqual({
      kind: 'cond',
      field: col('title'),
      negated: false,
      op: 'like',
      value: '%sea%',
    });
    expect(parseCondition('title', 'ilike.A*', false)).toMatchObject({ op: 'ilike', value: 'A%' });
    expect(parseCondition('title', 'match.a*', false)).toMatchObject({ op: 'match', value: 'a*' });
    expect(parseCondition('title', 'eq.', false)).toMatchObject({ op: 'eq', value: '' });
  });

  it('unquotes values only inside logic trees', () => {
    expect(parseCondition('title', 'eq."a,b"', true)).toMatchObject({ value: 'a,b' });
    expect(parseCondition('title', 'eq."say \\"hi\\" \\\\"', true)).toMatchObject({ value: 'say "hi" \\' });
    expect(parseCondition('title', 'eq."a,b"', false)).toMatchObject({ value: '"a,b"' });
    expect(parseCondition('title', 'eq."', true)).toMatchObject({ value: '"' });
  });

  it('reads in-lists, quoted items included', () => {
    expect(parseCondition('id', 'in.(1,"2,3", 4)', false)).toEqual({
      kind: 'cond',
      field: col('id'),
      negated: false,
      op: 'in',
      values: ['1', '2,3', ' 4'],
    });
    expect(parseCondition('id', 'not.in.()', false)).toEqual({
      kind: 'cond',
      field: col('id'),
      negated: true,
      op: 'in',
      values: [],
    });
    expect(errorOf(() => parseCondition('id', 'in.1,2', false))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse filter (id=in.1,2)',
      details: 'in. expects a list like (a,b,c)',
      hint: null,
    });
    expect(errorOf(() => parseCondition('id', 'in.(1,2', false)).details).toBe('in. expects a list like (a,b,c)');
  });

  it('reads is. values in any case and refuses others', () => {
    expect(parseCondition('image_url', 'is.NULL', false)).toEqual({
      kind: 'cond',
      field: col('image_url'),
      negated: false,
      op: 'is',
      value: 'null',
    });
    expect(parseCondition('x', 'not.is.true', false)).toMatchObject({ negated: true, op: 'is', value: 'true' });
    expect(errorOf(() => parseCondition('x', 'is.maybe', false))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse filter (is.maybe)',
      details: 'is. accepts null, not_null, true, false or unknown',
      hint: null,
    });
  });

  it('refuses an unknown or missing operator', () => {
    expect(errorOf(() => parseCondition('title', 'equals.x', false))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse filter (equals.x)',
      details: 'unknown operator in "title=equals.x"',
      hint: null,
    });
    expect(errorOf(() => parseCondition('title', 'eq', false)).details).toBe('unknown operator in "title=eq"');
    expect(errorOf(() => parseCondition('title', 'not.eq', false)).details).toBe('unknown operator in "title=not.eq"');
  });
});

describe('parseLogicTree', () => {
  it('reads nested trees, negation included', () => {
    expect(parseLogicTree('or', false, '(title.eq.a,not.and(read_time.gt.2,image_url.is.null))')).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        { kind: 'cond', field: col('title'), negated: false, op: 'eq', value: 'a' },
        {
          kind: 'logic',
          op: 'and',
          negated: true,
          children: [
            { kind: 'cond', field: col('read_time'), negated: false, op: 'gt', value: '2' },
            { kind: 'cond', field: col('image_url'), negated: false, op: 'is', value: 'null' },
          ],
        },
      ],
    });
    expect(parseLogicTree('and', true, '(or(a.eq.1))')).toMatchObject({
      negated: true,
      children: [{ kind: 'logic', op: 'or', negated: false }],
    });
  });

  it('refuses anything that is not a parenthesised list of conditions', () => {
    expect(errorOf(() => parseLogicTree('or', false, '()'))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse logic tree (())',
      details: 'or expects a parenthesised list of conditions',
      hint: null,
    });
    expect(errorOf(() => parseLogicTree('and', false, 'a.eq.1')).details).toBe(
      'and expects a parenthesised list of conditions',
    );
    expect(errorOf(() => parseLogicTree('and', false, '(a.eq.1')).details).toBe(
      'and expects a parenthesised list of conditions',
    );
    expect(errorOf(() => parseLogicTree('and', false, 'a.eq.1)')).details).toBe(
      'and expects a parenthesised list of conditions',
    );
    expect(errorOf(() => parseLogicTree('or', false, '(.eq.1)'))).toMatchObject({
      message: 'failed to parse logic tree (.eq.1)',
      details: 'expected field.operator.value',
    });
    expect(errorOf(() => parseLogicTree('or', false, '(title)')).details).toBe('expected field.operator.value');
  });
});

describe('parseOrder', () => {
  it('reads directions and nulls placement, defaulting to ascending', () => {
    expect(parseOrder('publish_date.desc.nullslast,title,author.asc.nullsfirst,read_time.nullslast.desc')).toEqual([
      { field: col('publish_date'), direction: 'desc', nulls: 'last' },
      { field: col('title'), direction: 'asc', nulls: undefined },
      { field: col('author'), direction: 'asc', nulls: 'first' },
      { field: col('read_time'), direction: 'desc', nulls: 'last' },
    ]);
  });

  it('keeps a dotted word that is not a modifier as part of the field', () => {
    expect(parseOrder('translations->>es.desc')).toEqual([
      { field: { column: 'translations', path: [{ arrow: '->>', key: 'es' }] }, direction: 'desc', nulls: undefined },
    ]);
    expect(() => parseOrder('title.sideways')).not.toThrow();
    expect(parseOrder('desc')).toEqual([{ field: col('desc'), direction: 'asc', nulls: undefined }]);
  });

  it('refuses a missing column', () => {
    expect(errorOf(() => parseOrder('.desc'))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse order (.desc)',
      details: 'A column name is required',
      hint: null,
    });
  });
});

describe('parsePage', () => {
  it('reads limit and offset', () => {
    expect(parsePage(null, null, undefined)).toEqual({ offset: 0, limit: undefined });
    expect(parsePage('10', '20', undefined)).toEqual({ offset: 20, limit: 10 });
    expect(parsePage('0', null, '')).toEqual({ offset: 0, limit: 0 });
    expect(parsePage(null, null, '   ')).toEqual({ offset: 0, limit: undefined });
  });

  it('refuses limits and offsets that are not whole numbers', () => {
    expect(errorOf(() => parsePage('-1', null, undefined))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse limit parameter (-1)',
      details: 'limit must be a non-negative integer',
      hint: null,
    });
    expect(errorOf(() => parsePage(null, '1.5', undefined))).toMatchObject({
      message: 'failed to parse offset parameter (1.5)',
      details: 'offset must be a non-negative integer',
    });
    expect(errorOf(() => parsePage('1e3', null, undefined)).code).toBe('PGRST100');
    expect(errorOf(() => parsePage('1234567890123456', null, undefined)).code).toBe('PGRST100');
    expect(parsePage('123456789012345', null, undefined).limit).toBe(123456789012345);
  });

  it('intersects a Range header with limit and offset', () => {
    expect(parsePage(null, null, '0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parsePage(null, null, 'items=5-')).toEqual({ offset: 5, limit: undefined });
    expect(parsePage(null, null, ' 2-2 ')).toEqual({ offset: 2, limit: 1 });
    expect(parsePage('3', null, '0-9')).toEqual({ offset: 0, limit: 3 });
    expect(parsePage('20', '5', '0-9')).toEqual({ offset: 5, limit: 5 });
    expect(parsePage('2', '1', '4-')).toEqual({ offset: 4, limit: 0 });
    expect(parsePage(null, '8', '0-3')).toEqual({ offset: 8, limit: 0 });
  });

  it('answers a malformed or backwards Range with 416 PGRST103', () => {
    expect(errorOf(() => parsePage(null, null, 'bytes=0-9'))).toEqual({
      status: 416,
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Invalid Range header: bytes=0-9',
      hint: null,
    });
    expect(errorOf(() => parsePage(null, null, '5-4'))).toEqual({
      status: 416,
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
    });
  });
});

describe('parsePrefer', () => {
  it('reads every preference from one or several headers, in any case', () => {
    expect(
      parsePrefer(['return=representation, count=exact', 'RESOLUTION=merge-duplicates', 'missing=default,tx=rollback']),
    ).toEqual({
      returnRepresentation: true,
      countExact: true,
      resolution: 'merge-duplicates',
      missingDefault: true,
      txRollback: true,
    });
    expect(parsePrefer(undefined)).toEqual({
      returnRepresentation: false,
      countExact: false,
      resolution: undefined,
      missingDefault: false,
      txRollback: false,
    });
    expect(parsePrefer('resolution=ignore-duplicates').resolution).toBe('ignore-duplicates');
    expect(parsePrefer('count=planned').countExact).toBe(true);
    expect(parsePrefer('count=estimated').countExact).toBe(true);
    expect(parsePrefer('return=minimal').returnRepresentation).toBe(false);
    expect(parsePrefer('return=representation,').returnRepresentation).toBe(true);
  });
});

describe('parseQueryParts', () => {
  const parts = (query: string, args: string[] = []) =>
    parseQueryParts(new URLSearchParams(query), 'stories', new Set(args));

  it('splits select, order, paging, conflict target, columns and filters', () => {
    expect(
      parts(
        'select=id&order=title.desc&limit=5&offset=10&on_conflict=id,"slug"&columns=a,b&apikey=k&author=eq.Ana&or=(a.eq.1)&not.and=(b.eq.2)',
      ),
    ).toEqual({
      select: [{ kind: 'field', field: col('id'), alias: 'id', cast: undefined }],
      hasSelect: true,
      filters: [
        { kind: 'cond', field: col('author'), negated: false, op: 'eq', value: 'Ana' },
        {
          kind: 'logic',
          op: 'or',
          negated: false,
          children: [{ kind: 'cond', field: col('a'), negated: false, op: 'eq', value: '1' }],
        },
        {
          kind: 'logic',
          op: 'and',
          negated: true,
          children: [{ kind: 'cond', field: col('b'), negated: false, op: 'eq', value: '2' }],
        },
      ],
      order: [{ field: col('title'), direction: 'desc', nulls: undefined }],
      limit: '5',
      offset: '10',
      onConflict: ['id', 'slug'],
      columns: ['a', 'b'],
    });
    expect(parts('')).toEqual({
      select: [{ kind: 'star' }],
      hasSelect: false,
      filters: [],
      order: [],
      limit: null,
      offset: null,
    });
    expect(parts('and=(a.eq.1)&not.or=(b.eq.2)').filters).toMatchObject([
      { kind: 'logic', op: 'and', negated: false },
      { kind: 'logic', op: 'or', negated: true },
    ]);
  });

  it('leaves function arguments out of the filters', () => {
    expect(parts('day=2026-11-22&tz=UTC&title=eq.x', ['day', 'tz']).filters).toEqual([
      { kind: 'cond', field: col('title'), negated: false, op: 'eq', value: 'x' },
    ]);
  });

  it('refuses an empty name in on_conflict or columns', () => {
    expect(errorOf(() => parts('on_conflict=id,'))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: 'failed to parse on_conflict parameter (id,)',
      details: 'Empty column name',
      hint: null,
    });
    expect(errorOf(() => parts('columns=,a')).message).toBe('failed to parse columns parameter (,a)');
  });

  it('answers embedded-resource parameters with PGRST108', () => {
    const expected = (resource: string) => ({
      status: 400,
      code: 'PGRST108',
      message: `'${resource}' is not an embedded resource in this request`,
      details: null,
      hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
    });
    expect(errorOf(() => parts('profiles.order=email'))).toEqual(expected('profiles'));
    expect(errorOf(() => parts('profiles.limit=1'))).toEqual(expected('profiles'));
    expect(errorOf(() => parts('profiles.email=eq.x'))).toEqual(expected('profiles'));
    expect(parts('translations->>es=eq.Hola').filters).toEqual([
      {
        kind: 'cond',
        field: { column: 'translations', path: [{ arrow: '->>', key: 'es' }] },
        negated: false,
        op: 'eq',
        value: 'Hola',
      },
    ]);
  });
});

describe('boundaries the mutation run found untested', () => {
  const parts = (query: string) => parseQueryParts(new URLSearchParams(query), 'stories');

  it('trims and unquotes whole names only in on_conflict and columns', () => {
    expect(parts('columns= id , "slug",x"y",a"b').columns).toEqual(['id', 'slug', 'x"y"', 'a"b']);
    expect(parts('on_conflict="a"b').onConflict).toEqual(['"a"b']);
  });

  it('takes a JSON path whose key merely contains a dot or an operator word for a filter, not an embedding', () => {
    expect(parts('translations->x.orderly=eq.1').filters).toEqual([
      {
        kind: 'cond',
        field: { column: 'translations', path: [{ arrow: '->', key: 'x.orderly' }] },
        negated: false,
        op: 'eq',
        value: '1',
      },
    ]);
    expect(parts('translations->a.b=eq.1').filters).toMatchObject([{ field: { path: [{ key: 'a.b' }] } }]);
    expect(errorOf(() => parts('translations->x.order=eq.1')).code).toBe('PGRST108');
  });

  it('keeps the quotes of a top-level filter value (only logic trees unquote)', () => {
    expect(parts('title=eq."quoted"').filters).toMatchObject([{ value: '"quoted"' }]);
    expect(parseLogicTree('or', false, '(title.eq."a,b")').children).toMatchObject([{ value: 'a,b' }]);
  });

  it('reads JSON keys as numbers only when the whole key is an integer', () => {
    expect(parseField('data->a1', 'x').path).toEqual([{ arrow: '->', key: 'a1' }]);
    expect(parseField('data->1a', 'x').path).toEqual([{ arrow: '->', key: '1a' }]);
    expect(parseField('data->12', 'x').path).toEqual([{ arrow: '->', key: 12 }]);
  });

  it('unquotes only text quoted at both ends', () => {
    expect(parseField('ab"', 'x').column).toBe('ab"');
    expect(parseField('"ab', 'x').column).toBe('"ab');
    expect(parseLogicTree('or', false, '(a.eq."")').children).toMatchObject([{ value: '' }]);
    expect(parseLogicTree('or', false, '(b.eq.x")').children).toMatchObject([{ value: 'x"' }]);
    expect(parseLogicTree('or', false, '(c.eq."y)').children).toMatchObject([{ value: '"y' }]);
  });

  it('refuses an in-list with only its closing parenthesis, and names the filter context', () => {
    expect(errorOf(() => parseCondition('id', 'in.1,2)', false)).details).toBe('in. expects a list like (a,b,c)');
    expect(errorOf(() => parseCondition('', 'eq.1', false)).message).toBe('failed to parse filter ()');
  });

  it('reads a one-character condition list as a condition, and nested trees only when they are the whole item', () => {
    expect(errorOf(() => parseLogicTree('or', false, '(a)')).details).toBe('expected field.operator.value');
    expect(parseLogicTree('or', false, '(title.eq.or(a))').children).toEqual([
      { kind: 'cond', field: col('title'), negated: false, op: 'eq', value: 'or(a)' },
    ]);
    expect(parseLogicTree('or', false, '(and(a.eq.1)x.eq.2)').children).toMatchObject([{ kind: 'cond', op: 'eq' }]);
  });

  it('keeps unknown trailing words and inner dots in an order field', () => {
    expect(parseOrder('title.sideways')).toEqual([
      { field: col('title.sideways'), direction: 'asc', nulls: undefined },
    ]);
    expect(parseOrder('a.b.desc')).toEqual([{ field: col('a.b'), direction: 'desc', nulls: undefined }]);
    expect(errorOf(() => parseOrder('a->')).message).toBe('failed to parse order (a->)');
  });

  it('reads multi-digit ranges and refuses trailing text', () => {
    expect(parsePage(null, null, '10-19')).toEqual({ offset: 10, limit: 10 });
    expect(errorOf(() => parsePage(null, null, '0-9x')).status).toBe(416);
  });

  it('answers only a whole embedding with PGRST200, and refuses a cast without a column', () => {
    expect(errorOf(() => parseSelect('x-y(z)', 'stories')).code).toBe('PGRST100');
    expect(errorOf(() => parseSelect('a(b)c', 'stories')).code).toBe('PGRST100');
    expect(errorOf(() => parseSelect('::text', 'stories')).details).toBe('A column name is required');
    expect(parseSelect('data->b:c', 'stories')).toEqual([
      { kind: 'field', field: { column: 'data', path: [{ arrow: '->', key: 'b:c' }] }, alias: 'b:c', cast: undefined },
    ]);
    expect(errorOf(() => parseSelect('a->', 'stories')).message).toBe('failed to parse select parameter (a->)');
  });
});
