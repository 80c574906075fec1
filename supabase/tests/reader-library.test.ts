/** @jest-environment node */
// A reader's favourites and reading history, attacked as PostgREST runs requests: another reader, an admin and an
// anonymous visitor try to read, change, delete or forge a reader's rows; the rows follow their story and account.
import type { Database } from '@tales/supabase-local/db';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';
import { as, createUser, createUsers, errorCode, insertStory, pgError, type Users } from './support/fixtures';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const TABLES = ['favourites', 'reading_history'] as const;

describe(`reader library (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
    older = await insertStory(db, new Date(Date.now() - 3 * DAY), { title: 'Older' });
    newer = await insertStory(db, new Date(Date.now() - DAY), { title: 'Newer' });
  });
  afterAll(() => handle?.close());

  beforeEach(async () => {
    await db.query(`delete from public.favourites`);
    await db.query(`delete from public.reading_history`);
  });

  async function keep(actor: 'reader' | 'otherReader', table: (typeof TABLES)[number], story: string, who = users) {
    await as(db, who, actor, (tx) => tx.query(`insert into public.${table} (story_id) values ($1)`, [story]));
  }

  it.each(TABLES)('%s: a reader lists only their own rows', async (table) => {
    await keep('reader', table, older);
    await keep('otherReader', table, newer);
    const seen = await as(db, users, 'reader', (tx) =>
      tx.query<{ user_id: string; story_id: string }>(`select user_id, story_id from public.${table}`),
    );
    expect(seen.rows).toEqual([{ user_id: users.reader, story_id: older }]);
    const byAdmin = await as(db, users, 'admin', (tx) => tx.query(`select story_id from public.${table}`));
    expect(byAdmin.rows).toEqual([]);
  });

  it.each(TABLES)("%s: another reader cannot delete a reader's rows", async (table) => {
    await keep('reader', table, older);
    const deleted = await as(db, users, 'otherReader', (tx) =>
      tx.query(`delete from public.${table} where user_id = $1`, [users.reader]),
    );
    expect(deleted.affectedRows ?? 0).toBe(0);
    const left = await db.query(`select story_id from public.${table} where user_id = $1`, [users.reader]);
    expect(left.rows).toEqual([{ story_id: older }]);
  });

  it.each(TABLES)("%s: nobody inserts a row in another reader's name", async (table) => {
    const error = await pgError(
      as(db, users, 'otherReader', (tx) =>
        tx.query(`insert into public.${table} (user_id, story_id) values ($1, $2)`, [users.reader, older]),
      ),
    );
    expect(error.code).toBe('42501');
    expect(error.message).toContain('row-level security');
  });

  it.each(TABLES)('%s: an anonymous visitor reads nothing and writes nothing', async (table) => {
    await keep('reader', table, older);
    for (const sql of [
      `select * from public.${table}`,
      `insert into public.${table} (user_id, story_id) values ('${users.reader}', '${newer}')`,
      `delete from public.${table}`,
    ]) {
      const error = await pgError(as(db, users, 'anon', (tx) => tx.query(sql)));
      expect({ sql, code: errorCode(error) }).toEqual({ sql, code: '42501' });
    }
  });

  it.each(TABLES)('%s: a scheduled story is refused, even to an admin who can see it', async (table) => {
    const scheduled = await insertStory(db, new Date(Date.now() + 2 * DAY), { title: 'Scheduled' });
    for (const actor of ['reader', 'admin'] as const) {
      const error = await pgError(
        as(db, users, actor, (tx) => tx.query(`insert into public.${table} (story_id) values ($1)`, [scheduled])),
      );
      expect({ actor, code: error.code }).toEqual({ actor, code: '42501' });
    }
  });

  it('another reader cannot move the time of a reading', async () => {
    await keep('reader', 'reading_history', older);
    const updated = await as(db, users, 'otherReader', (tx) =>
      tx.query(`update public.reading_history set read_at = now() - interval '9 days' where user_id = $1`, [
        users.reader,
      ]),
    );
    expect(updated.affectedRows ?? 0).toBe(0);
  });

  it('a reading recorded again keeps its latest time, and a reading from the future is refused', async () => {
    await as(db, users, 'reader', (tx) =>
      tx.query(`insert into public.reading_history (story_id, read_at) values ($1, now() - interval '1 hour')`, [
        older,
      ]),
    );
    // A device's older reading, merged at sign-in, does not move the story back.
    await as(db, users, 'reader', (tx) =>
      tx.query(
        `insert into public.reading_history (story_id, read_at) values ($1, now() - interval '3 days')
         on conflict (user_id, story_id) do update set read_at = excluded.read_at`,
        [older],
      ),
    );
    const { rows } = await db.query<{ hours: number }>(
      `select round(extract(epoch from now() - read_at) / 3600)::int as hours from public.reading_history`,
    );
    expect(rows).toEqual([{ hours: 1 }]);
    const future = await pgError(
      as(db, users, 'reader', (tx) =>
        tx.query(`insert into public.reading_history (story_id, read_at) values ($1, now() + interval '1 day')`, [
          newer,
        ]),
      ),
    );
    expect(future.code).toBe('42501');
  });

  it("rows go with their story and with the reader's account", async () => {
    const doomed = await insertStory(db, new Date(Date.now() - 2 * DAY), { title: 'Doomed' });
    const leaving = { ...users, otherReader: await createUser(db, 'leaving@test.local') };
    for (const table of TABLES) {
      await keep('reader', table, doomed);
      await keep('otherReader', table, older, leaving);
    }
    await db.query(`delete from public.stories where id = $1`, [doomed]);
    await db.query(`delete from auth.users where id = $1`, [leaving.otherReader]);
    for (const table of TABLES) {
      const { rows } = await db.query(`select story_id from public.${table}`);
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
  });
});
