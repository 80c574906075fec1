/** @jest-environment node */
import { withRole, type Database } from '../src/db';
import { PreparedNames } from '../src/db/prepared-names';
import { openTestDatabase, type TestDatabase } from './support/test-database';

jest.setTimeout(120_000);

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`a request's transaction (${backend})`, () => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
    await db.query(
      `insert into public.stories (translations, author, publish_date)
       values ($1, 'Published', '2001-01-01T00:00:00Z'), ($1, 'Scheduled', now() + interval '30 days')`,
      [JSON.stringify({ es: { title: 'Título', content: 'Contenido', summary: 'Resumen' } })],
    );
  });
  afterAll(async () => {
    await test?.close();
  });

  const authorsAs = (role: 'anon' | 'service_role') =>
    withRole(db, { role }, async (tx) => {
      const { rows } = await tx.query<{ author: string }>(
        'select author from public.stories where publish_date > $1::timestamptz order by author',
        ['2000-01-01T00:00:00Z'],
      );
      return rows.map((r) => r.author);
    });

  it('applies row-level security of the role each time, whichever role ran the same statement before', async () => {
    // Past the five runs after which PostgreSQL may switch a prepared statement to a generic plan.
    for (let round = 0; round < 8; round++) {
      expect(await authorsAs('anon')).toEqual(['Published']);
      expect(await authorsAs('service_role')).toEqual(['Published', 'Scheduled']);
    }
  });

  it("reports a failing setting's own error, not the aborted transaction the statements behind it saw", async () => {
    const failure = await withRole(
      db,
      { role: 'anon' },
      (tx) => tx.query('select count(*) from public.stories where author = $1', ['x']),
      {
        settings: [['statement_timeout', 'soon']],
      },
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '22023', message: expect.stringContaining('statement_timeout') });
  });

  it("reports a failing statement's own error to the statement sent behind it", async () => {
    const failures = await db
      .transaction(async (tx) => {
        const first = tx.query('select 1 / $1::int', ['0']).catch((error: unknown) => error);
        const second = tx.query('select $1::int', ['1']).catch((error: unknown) => error);
        return Promise.all([first, second]);
      })
      .catch((error: unknown) => [error]);
    expect(failures).toEqual([expect.objectContaining({ code: '22012' }), expect.objectContaining({ code: '22012' })]);
  });

  it('keeps 25P02 for a statement sent after its caller saw the failure', async () => {
    const outcome = await db.transaction(async (tx) => {
      const first = await tx.query('select 1 / $1::int', ['0']).catch((error: unknown) => error);
      const next = await tx.query('select $1::int', ['1']).catch((error: unknown) => error);
      return { first, next };
    });
    expect(outcome.first).toMatchObject({ code: '22012' });
    expect(outcome.next).toMatchObject({ code: '25P02' });
  });

  it('refuses writes in a read-only request and hands back reads without waiting for their COMMIT', async () => {
    const write = await withRole(
      db,
      { role: 'service_role' },
      (tx) => tx.query('delete from public.stories where author = $1', ['Published']),
      { readOnly: true },
    ).catch((error: unknown) => error);
    expect(write).toMatchObject({ code: '25006' });
    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        withRole(
          db,
          { role: 'anon' },
          (tx) =>
            tx.query<{ n: number }>('select count(*)::int as n from public.stories where author = $1', ['Published']),
          { readOnly: true },
        ),
      ),
    );
    expect(reads.map((r) => r.rows[0].n)).toEqual(Array(20).fill(1));
    expect(await authorsAs('service_role')).toEqual(['Published', 'Scheduled']);
  });

  it('runs as the role again after a failed request, on whichever connection comes next', async () => {
    await withRole(db, { role: 'anon' }, (tx) => tx.query('select 1 / $1::int', ['0'])).catch(() => undefined);
    expect(await authorsAs('anon')).toEqual(['Published']);
  });
});

describe('prepared statement names', () => {
  it('names each statement text the same way, and stops naming new texts at the limit', () => {
    const names = new PreparedNames(2);
    const a = names.nameFor('select 1');
    expect(a).toMatch(/^tales_/);
    expect(names.nameFor('select 2')).not.toBe(a);
    expect(names.nameFor('select 3')).toBeUndefined();
    expect(names.nameFor('select 1')).toBe(a);
  });
});
