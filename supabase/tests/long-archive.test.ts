/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, translations, utcDay, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

const ARCHIVE_DAYS = 1500;
/** More than a handful of index and heap pages, far fewer than the archive holds. */
const FEW_BUFFERS = 60;

describe(`the reader's functions in a long archive (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
    // A story a day for about four years, up to yesterday: the shape of the site after years of running.
    await db.query(
      `insert into public.stories (translations, publish_date, tags, read_time)
       select $2::jsonb, date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - n * interval '1 day'
                         + interval '12 hours', array['kids'], 3
       from generate_series(1, $1::int) as n`,
      [ARCHIVE_DAYS, JSON.stringify(translations('Archive'))],
    );
    // As autovacuum would on a site that has run for years: the planner knows the table's size and genres.
    await db.query('analyze public.stories');
  });
  afterAll(() => handle?.close());

  /**
   * Shared buffers the engine touched to answer `sql` as anon, the function's own statements included. Each call is
   * made twice and the second reading kept: the first call on a connection also reads the catalog to plan them.
   */
  const buffersFor = (sql: string, params: unknown[]) =>
    as(db, users, 'anon', async (tx) => {
      const explain = () =>
        tx.query<{ 'QUERY PLAN': { Plan: Record<string, number> }[] }>(
          `explain (analyze, buffers, format json) ${sql}`,
          params,
        );
      await explain();
      const { Plan: plan } = (await explain()).rows[0]['QUERY PLAN'][0];
      return plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
    });

  it('story_of_the_day reads a few pages, not the archive, for a day with a story and for one without', async () => {
    // Yesterday has its story; today has none yet, so the day falls back to yesterday's.
    const sql = 'select id from public.story_of_the_day($1::date)';
    expect(await buffersFor(sql, [utcDay(-1)])).toBeLessThan(FEW_BUFFERS);
    expect(await buffersFor(sql, [utcDay(0)])).toBeLessThan(FEW_BUFFERS);
  });

  it('story_onward reads a few pages, not the archive, for a story in the middle of it', async () => {
    const { rows } = await db.query<{ id: string }>(
      `select id from public.stories order by publish_date limit 1 offset $1`,
      [ARCHIVE_DAYS / 2],
    );
    const sql = 'select relation, id from public.story_onward($1)';
    const onward = await as(db, users, 'anon', async (tx) => (await tx.query(sql, [rows[0].id])).rows);
    expect(onward.map((row) => row.relation)).toEqual(['previous', 'next', 'related', 'related', 'related']);
    expect(await buffersFor(sql, [rows[0].id])).toBeLessThan(FEW_BUFFERS);
  });
});
