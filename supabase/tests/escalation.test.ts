/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, insertStory, pgError, translations, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

describe(`privilege escalation attempts fail (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  let scheduledStory: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
    scheduledStory = await insertStory(db, new Date(Date.now() + 2 * 86_400_000));
    await db.query(`insert into public.page_views (title, path, user_id) values ('Home', '/en', $1)`, [users.reader]);
  });
  afterAll(() => handle?.close());

  async function readerProfile(): Promise<{ role: string; has_donated: boolean; display_name: string }> {
    const { rows } = await db.query<{ role: string; has_donated: boolean; display_name: string }>(
      `select role, has_donated, display_name from public.profiles where id = $1`,
      [users.reader],
    );
    return rows[0];
  }

  it('a reader cannot make themselves admin', async () => {
    const error = await pgError(
      as(db, users, 'reader', (tx) =>
        tx.query(`update public.profiles set role = 'admin' where id = $1`, [users.reader]),
      ),
    );
    expect(error.code).toBe('42501');
    expect((await readerProfile()).role).toBe('user');
  });

  it('a reader cannot mark themselves as donor, even alongside an allowed change', async () => {
    const error = await pgError(
      as(db, users, 'reader', (tx) =>
        tx.query(`update public.profiles set display_name = 'Sneaky', has_donated = true where id = $1`, [
          users.reader,
        ]),
      ),
    );
    expect(error.code).toBe('42501');
    expect(await readerProfile()).toEqual({ role: 'user', has_donated: false, display_name: 'Reader One' });
  });

  it('a reader cannot recreate their profile as admin or donor', async () => {
    await db.query(`delete from public.profiles where id = $1`, [users.otherReader]);
    const error = await pgError(
      as(db, users, 'otherReader', (tx) =>
        tx.query(
          `insert into public.profiles (id, email, role, has_donated) values ($1, 'other@test.local', 'admin', true)`,
          [users.otherReader],
        ),
      ),
    );
    expect(error.code).toBe('42501');
    // The allowed form gets the defaults.
    await as(db, users, 'otherReader', (tx) =>
      tx.query(`insert into public.profiles (id, email, display_name) values ($1, 'other@test.local', 'Reader Two')`, [
        users.otherReader,
      ]),
    );
    const { rows } = await db.query(`select role, has_donated from public.profiles where id = $1`, [users.otherReader]);
    expect(rows[0]).toEqual({ role: 'user', has_donated: false });
  });

  it('a reader cannot move their profile onto another id', async () => {
    const error = await pgError(
      as(db, users, 'reader', (tx) =>
        tx.query(`update public.profiles set id = $1 where id = $2`, [users.admin, users.reader]),
      ),
    );
    expect(error.code).toBe('42501');
  });

  it("a reader cannot read another user's profile", async () => {
    const rows = await as(
      db,
      users,
      'reader',
      async (tx) => (await tx.query(`select * from public.profiles where id <> $1`, [users.reader])).rows,
    );
    expect(rows).toEqual([]);
  });

  it('a reader cannot write a story', async () => {
    const error = await pgError(
      as(db, users, 'reader', (tx) =>
        tx.query(`insert into public.stories (translations) values ($1::jsonb)`, [JSON.stringify(translations())]),
      ),
    );
    expect(error.code).toBe('42501');
    expect(error.message).toMatch(/row-level security/);
  });

  it('a reader cannot reschedule or delete a story', async () => {
    const result = await as(db, users, 'reader', async (tx) => ({
      updated: (await tx.query(`update public.stories set publish_date = now() - interval '1 day'`)).affectedRows,
      deleted: (await tx.query(`delete from public.stories`)).affectedRows,
    }));
    expect(result).toEqual({ updated: 0, deleted: 0 });
  });

  it('anon cannot read a scheduled story, by id or through story_of_the_day', async () => {
    const byId = await as(
      db,
      users,
      'anon',
      async (tx) => (await tx.query(`select id from public.stories where id = $1`, [scheduledStory])).rows,
    );
    expect(byId).toEqual([]);
    const sotd = await as(
      db,
      users,
      'anon',
      async (tx) =>
        (
          await tx.query(
            `select id from public.story_of_the_day(((now() at time zone 'UTC') + interval '2 days')::date)`,
          )
        ).rows,
    );
    expect(sotd).toEqual([]);
  });

  it('anon cannot read page views', async () => {
    const error = await pgError(as(db, users, 'anon', (tx) => tx.query(`select * from public.page_views`)));
    expect(error.code).toBe('42501');
  });

  it("no API role inserts page views directly, in anyone's name or with any date", async () => {
    for (const actor of ['anon', 'reader'] as const) {
      for (const sql of [
        `insert into public.page_views (title, path, user_id) values ('Home', '/en', '${users.admin}')`,
        `insert into public.page_views (title, path) values ('Home', '/en')`,
        `insert into public.page_views (title, created_at) values ('Home', '2000-01-01')`,
      ]) {
        const error = await pgError(as(db, users, actor, (tx) => tx.query(sql)));
        expect({ actor, sql, code: error.code }).toEqual({ actor, sql, code: '42501' });
      }
    }
  });

  it("a page view is recorded in the caller's name, whatever the caller sends", async () => {
    const record = `select public.record_page_view('Calendar', 'http://127.0.0.1:3000/en/calendar', '/en/calendar', 'en', '')`;
    await as(db, users, 'reader', (tx) => tx.query(record));
    await as(db, users, 'anon', (tx) => tx.query(record));
    const { rows } = await db.query(
      `select user_id from public.page_views where title = 'Calendar' order by user_id nulls last`,
    );
    expect(rows).toEqual([{ user_id: users.reader }, { user_id: null }]);
    const extra = await pgError(
      as(db, users, 'reader', (tx) =>
        tx.query(`select public.record_page_view('Home', '', '/en', 'en', '', $1)`, [users.admin]),
      ),
    );
    expect(extra.code).toBe('42883');
  });

  it('nobody reads or writes the page-view budgets, nor calls the address helper', async () => {
    for (const actor of ['anon', 'reader', 'admin', 'service_role'] as const) {
      for (const sql of [
        `select * from public.page_view_budgets`,
        `delete from public.page_view_budgets`,
        `select public.request_client_address()`,
      ]) {
        const error = await pgError(as(db, users, actor, (tx) => tx.query(sql)));
        expect({ actor, sql, code: error.code }).toEqual({ actor, sql, code: '42501' });
      }
    }
  });

  it('API roles cannot touch the auth tables', async () => {
    for (const actor of ['anon', 'reader'] as const) {
      const read = await pgError(
        as(db, users, actor, (tx) => tx.query(`select email, encrypted_password from auth.users`)),
      );
      expect(read.code).toBe('42501');
      const write = await pgError(
        as(db, users, actor, (tx) => tx.query(`update auth.users set raw_app_meta_data = '{}'`)),
      );
      expect(write.code).toBe('42501');
    }
  });

  it('anon is never admin, and a reader is not either', async () => {
    const anon = await as(
      db,
      users,
      'anon',
      async (tx) => (await tx.query<{ admin: boolean }>(`select public.is_admin() as admin`)).rows[0],
    );
    const reader = await as(
      db,
      users,
      'reader',
      async (tx) => (await tx.query<{ admin: boolean }>(`select public.is_admin() as admin`)).rows[0],
    );
    const admin = await as(
      db,
      users,
      'admin',
      async (tx) => (await tx.query<{ admin: boolean }>(`select public.is_admin() as admin`)).rows[0],
    );
    expect([anon.admin, reader.admin, admin.admin]).toEqual([false, false, true]);
  });
});
