import type { Relation } from '../src/rest/catalog';
import { RestError } from '../src/rest/errors';
import { responseShape } from '../src/rest/media';
import { parsePrefer } from '../src/rest/query/prefer';
import { parsePage } from '../src/rest/query/range';
import { parseQueryParts } from '../src/rest/query/request';
import { buildRead } from '../src/rest/sql/read';
import { buildInsert, buildUpdate, relationScope, tableSql } from '../src/rest/sql/write';

const stories: Relation = {
  name: 'stories',
  primaryKey: ['id'],
  columns: new Map(
    ['id', 'translations', 'author', 'publish_date', 'tags', 'read_time', 'image_url'].map((name) => [
      name,
      { name, type: 'text' },
    ]),
  ),
  privileges: { anon: ['select'], authenticated: ['select'], service_role: ['select', 'insert', 'update', 'delete'] },
};

const parts = (query: string) => parseQueryParts(new URLSearchParams(query), 'stories');
const read = (query: string) => buildRead(tableSql(stories), relationScope(stories), parts(query), { offset: 0 }, true);

function expectRestError(fn: () => unknown, status: number, code: string): void {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RestError);
  expect(caught).toMatchObject({ status, body: { code } });
}

describe('query string → SQL', () => {
  it('binds every value and JSON key as a parameter, never as SQL text', () => {
    const hostile = "x'); drop table stories; --";
    const statement = read(
      `select=id,t:translations->es->>title&author=eq.${encodeURIComponent(hostile)}&${encodeURIComponent('translations->en->>title')}=in.(${encodeURIComponent(`"${hostile}",b`)})`,
    );
    expect(statement.sql).not.toContain('drop table');
    expect(statement.params).toEqual(['es', 'title', hostile, 'en', 'title', hostile, 'b']);
    expect(statement.sql).toContain('"public"."stories"."author" = $3');
  });

  it('reads form-encoded values the way postgrest-js sends them (+ is a space)', () => {
    expect(read('author=eq.Ana+Mar%C3%ADa').params).toEqual(['Ana María']);
  });

  it('turns * into % for like and ilike', () => {
    expect(read('author=ilike.*ana*').params).toEqual(['%ana%']);
  });

  it('nests and negates logic trees', () => {
    const statement = read('or=(read_time.gt.5,not.and(author.eq.A,image_url.is.null))&not.or=(id.eq.x,id.eq.y)');
    expect(statement.sql).toContain(
      '(("public"."stories"."read_time" > $1) OR (NOT (("public"."stories"."author" = $2) AND ("public"."stories"."image_url" IS NULL))))',
    );
    expect(statement.sql).toContain('NOT (("public"."stories"."id" = $3) OR ("public"."stories"."id" = $4))');
  });

  it('orders by several terms with nulls placement from a fixed vocabulary', () => {
    expect(read('order=publish_date.desc.nullslast,read_time').sql).toContain(
      'ORDER BY "public"."stories"."publish_date" DESC NULLS LAST, "public"."stories"."read_time" ASC',
    );
  });

  it('caps every read at 1000 rows like Supabase', () => {
    expect(read('limit=5000').sql).toContain('LIMIT 1000');
  });

  it('refuses unknown columns wherever they appear', () => {
    expectRestError(() => read('select=nope'), 400, '42703');
    expectRestError(() => read('nope=eq.1'), 400, '42703');
    expectRestError(() => read('order=nope.desc'), 400, '42703');
    expectRestError(() => read('or=(nope.eq.1)'), 400, '42703');
  });

  it('refuses malformed select, filters and casts', () => {
    expectRestError(() => parts('select=id,,author'), 400, 'PGRST100');
    expectRestError(() => parts('select=id::regclass'), 400, 'PGRST100');
    expectRestError(() => parts('select=author,profiles(name)'), 400, 'PGRST200');
    expectRestError(() => parts('id=between.1'), 400, 'PGRST100');
    expectRestError(() => parts('id=is.maybe'), 400, 'PGRST100');
    expectRestError(() => parts('id=in.1,2'), 400, 'PGRST100');
    expectRestError(() => parts('profiles.name=eq.x'), 400, 'PGRST108');
  });
});

describe('writes', () => {
  it('inserts through json_populate_recordset with the body as one parameter', () => {
    const body = [{ author: "Robert'); --", read_time: 3 }];
    const statement = buildInsert(stories, parts('select=id'), {
      rows: body,
      columns: ['author', 'read_time'],
      representation: true,
    });
    expect(statement.params[0]).toBe(JSON.stringify(body));
    expect(statement.sql).toContain(
      'INSERT INTO "public"."stories" ("author", "read_time") SELECT "author", "read_time" FROM json_populate_recordset(NULL::"public"."stories", $1::json)',
    );
    expect(statement.sql).toContain('RETURNING "public"."stories".*');
  });

  it('returns only a row count unless a representation is asked for (so RLS SELECT policies are not needed)', () => {
    expect(
      buildInsert(stories, parts(''), { rows: [{ author: 'a' }], columns: ['author'], representation: false }).sql,
    ).toContain('RETURNING 1');
  });

  it('upserts on the primary key or on_conflict columns', () => {
    const merge = buildInsert(stories, parts('on_conflict=author'), {
      rows: [{ author: 'a', read_time: 1 }],
      columns: ['author', 'read_time'],
      resolution: 'merge-duplicates',
      representation: false,
    });
    expect(merge.sql).toContain('ON CONFLICT ("author") DO UPDATE SET "read_time" = EXCLUDED."read_time"');
    const ignore = buildInsert(stories, parts(''), {
      rows: [{ author: 'a' }],
      columns: ['author'],
      resolution: 'ignore-duplicates',
      representation: false,
    });
    expect(ignore.sql).toContain('ON CONFLICT ("id") DO NOTHING');
  });

  it('refuses body columns the table does not have', () => {
    expectRestError(() => buildUpdate(stories, parts('id=eq.1'), { 'author"; drop': 1 }, false), 400, 'PGRST204');
  });
});

describe('headers', () => {
  it('intersects limit/offset with a Range header', () => {
    expect(parsePage('10', '5', undefined)).toEqual({ offset: 5, limit: 10 });
    expect(parsePage(null, null, '0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parsePage('3', null, '2-9')).toEqual({ offset: 2, limit: 1 });
    expect(parsePage(null, null, '5-')).toEqual({ offset: 5, limit: undefined });
    expectRestError(() => parsePage(null, null, '9-2'), 416, 'PGRST103');
    expectRestError(() => parsePage('-1', null, undefined), 400, 'PGRST100');
  });

  it('reads comma-joined Prefer values', () => {
    expect(parsePrefer('count=exact, return=representation')).toMatchObject({
      countExact: true,
      returnRepresentation: true,
      txRollback: false,
    });
    expect(parsePrefer('resolution=merge-duplicates,return=minimal')).toMatchObject({
      resolution: 'merge-duplicates',
      returnRepresentation: false,
    });
  });

  it('chooses the response shape from Accept', () => {
    expect(responseShape(undefined)).toBe('array');
    expect(responseShape('*/*')).toBe('array');
    expect(responseShape('application/vnd.pgrst.object+json')).toBe('object');
    expect(responseShape('text/html, application/json;q=0.9')).toBe('array');
    expectRestError(() => responseShape('text/csv'), 406, 'PGRST107');
  });
});
