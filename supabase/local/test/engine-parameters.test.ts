/** @jest-environment node */
import type { Database } from '../src/db';
import { openTestDatabase, type TestDatabase } from './support/test-database';

jest.setTimeout(120_000);

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`statement parameters and kept statements (${backend})`, () => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await openTestDatabase({ migrations: false });
    db = test.db;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('reads every kind of JavaScript value a caller passes the same way on both engines', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select $1::text as text, $2::int as int, $3::numeric::text as numeric, $4::boolean as yes, $5::boolean as no,
              $6::text as nothing, $7::timestamptz = '2025-06-15T10:30:00Z' as same_instant, $8::text[] as list,
              $9::jsonb as object, $10::jsonb as json_text`,
      [
        'a "quoted" text',
        42,
        1.5,
        true,
        false,
        null,
        new Date('2025-06-15T10:30:00Z'),
        ['a', 'b,c', 'd"e'],
        { title: 'Título', tags: ['x'] },
        JSON.stringify({ stored: 'as text' }),
      ],
    );
    expect(rows[0]).toEqual({
      text: 'a "quoted" text',
      int: 42,
      numeric: '1.5',
      yes: true,
      no: false,
      nothing: null,
      same_instant: true,
      list: ['a', 'b,c', 'd"e'],
      object: { title: 'Título', tags: ['x'] },
      json_text: { stored: 'as text' },
    });
  });

  it('answers a kept statement with each call’s own parameters', async () => {
    const doubled = [];
    for (let n = 1; n <= 8; n++) {
      const { rows } = await db.query<{ doubled: number }>('select $1::int * 2 as doubled', [n]);
      doubled.push(rows[0].doubled);
    }
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
  });

  it('reports the same error every time for a statement that never parses, and goes on working', async () => {
    const attempt = () => db.query('selec $1::int', [1]).catch((error: unknown) => error);
    expect(await attempt()).toMatchObject({ code: '42601' });
    expect(await attempt()).toMatchObject({ code: '42601' });
    expect((await db.query<{ one: number }>('select $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
  });

  it('reports a bad value for a kept statement and answers the next call with a good one', async () => {
    const sql = 'select $1::int + 1 as next';
    expect((await db.query(sql, [1])).rows).toEqual([{ next: 2 }]);
    await expect(db.query(sql, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query(sql, [2])).rows).toEqual([{ next: 3 }]);
  });

  it('counts the rows a write touched', async () => {
    await db.query('create temporary table counted (n int)');
    const inserted = await db.query('insert into counted select generate_series(1, $1::int)', [3]);
    expect(inserted.affectedRows).toBe(3);
  });
});
