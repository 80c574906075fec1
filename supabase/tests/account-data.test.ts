/** @jest-environment node */
// A reader's copy of their data and the deletion of their account, called as PostgREST runs requests: each reader
// gets and deletes only their own; a visitor and an administrator are refused; a deleted account leaves nothing
// that names the reader, while page views keep their counts and donations their accounting record.
import type { Database } from '@tales/supabase-local/db';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';
import { as, createUser, insertStory, pgError, type Users } from './support/fixtures';

jest.setTimeout(60_000);

const DAY = 86_400_000;

type MyData = {
  account: { id: string; email: string };
  profile: { display_name: string; role: string; has_donated: boolean };
  favourites: { story_id: string; title: string }[];
  reading_history: { story_id: string; title: string }[];
  donations: { amount: number; currency: string }[];
  page_views: { page: string; path: string }[];
  daily_mail: { email: string; language: string } | null;
};

describe(`a reader's own data (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let story: string;
  let count = 0;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    story = await insertStory(db, new Date(Date.now() - DAY), { title: 'Kept' });
  });
  afterAll(() => handle?.close());

  /** A reader and another reader of their own, each with a favourite, a history entry and a signed-in page view. */
  async function twoReaders(): Promise<Users> {
    count += 1;
    const users: Users = {
      reader: await createUser(db, `owner${count}@test.local`, { meta: { name: 'Owner' } }),
      otherReader: await createUser(db, `stranger${count}@test.local`, { meta: { name: 'Stranger' } }),
      admin: await createUser(db, `boss${count}@test.local`, { role: 'admin' }),
    };
    for (const actor of ['reader', 'otherReader'] as const) {
      await as(db, users, actor, async (tx) => {
        await tx.query(`insert into public.favourites (story_id) values ($1)`, [story]);
        await tx.query(`insert into public.reading_history (story_id) values ($1)`, [story]);
      });
      await db.query(`insert into public.page_views (title, path, user_id) values ('Story View', $1, $2)`, [
        `/en/story/${story}`,
        users[actor],
      ]);
    }
    return users;
  }

  const myData = (users: Users, actor: 'reader' | 'otherReader' | 'admin') =>
    as(db, users, actor, (tx) => tx.query<{ my_data: MyData }>(`select public.my_data()`)).then(
      (result) => result.rows[0].my_data,
    );

  it('a reader gets their account, profile, library, page views, donations and daily mail, and no one else’s', async () => {
    const users = await twoReaders();
    await db.query(
      `insert into public.donations (message_id, email, amount, currency, type) values
         ($1, $2, 5, 'EUR', 'Donation'), ($3, $4, 9, 'USD', 'Donation')`,
      [`m-own-${count}`, `OWNER${count}@test.local`, `m-other-${count}`, `stranger${count}@test.local`],
    );
    await db.query(
      `insert into public.newsletter_subscribers (email, language, time_zone, confirmed_at)
       values ($1, 'ru', 'Europe/Moscow', now())`,
      [`owner${count}@test.local`],
    );

    const data = await myData(users, 'reader');
    expect(data.account).toMatchObject({ id: users.reader, email: `owner${count}@test.local` });
    expect(data.profile).toMatchObject({ display_name: 'Owner', role: 'user', has_donated: false });
    expect(data.favourites).toEqual([expect.objectContaining({ story_id: story, title: 'Kept (en)' })]);
    expect(data.reading_history).toEqual([expect.objectContaining({ story_id: story, title: 'Kept (en)' })]);
    expect(data.page_views).toEqual([expect.objectContaining({ page: 'Story View', path: `/en/story/${story}` })]);
    expect(data.donations).toEqual([expect.objectContaining({ amount: 5, currency: 'EUR' })]);
    expect(data.daily_mail).toMatchObject({ email: `owner${count}@test.local`, language: 'ru' });

    const other = await myData(users, 'otherReader');
    expect(other.account.id).toBe(users.otherReader);
    expect(other.donations).toEqual([expect.objectContaining({ amount: 9, currency: 'USD' })]);
    expect(other.daily_mail).toBeNull();
  });

  it('a donation to an unconfirmed address is not handed to whoever signed up with it', async () => {
    const users = await twoReaders();
    await db.query(`update auth.users set email_confirmed_at = null where id = $1`, [users.reader]);
    await db.query(
      `insert into public.donations (message_id, email, amount, currency, type) values ($1, $2, 7, 'EUR', 'Donation')`,
      [`m-unconfirmed-${count}`, `owner${count}@test.local`],
    );
    expect((await myData(users, 'reader')).donations).toEqual([]);
  });

  it('an anonymous visitor can neither download nor delete', async () => {
    const users = await twoReaders();
    for (const sql of [`select public.my_data()`, `select public.delete_my_account()`]) {
      const error = await pgError(as(db, users, 'anon', (tx) => tx.query(sql)));
      expect({ sql, code: error.code }).toEqual({ sql, code: '42501' });
    }
  });

  it('deleting an account removes the reader and everything linked to them, and only them', async () => {
    const users = await twoReaders();
    await db.query(
      `insert into public.donations (message_id, email, amount, currency, type, applied_to)
       values ($1, $2, 3, 'EUR', 'Donation', $3)`,
      [`m-applied-${count}`, `owner${count}@test.local`, users.reader],
    );
    await as(db, users, 'reader', (tx) => tx.query(`select public.delete_my_account()`));

    for (const [table, column] of [
      ['auth.users', 'id'],
      ['auth.identities', 'user_id'],
      ['public.profiles', 'id'],
      ['public.favourites', 'user_id'],
      ['public.reading_history', 'user_id'],
      ['public.page_views', 'user_id'],
    ]) {
      const { rows } = await db.query(`select 1 from ${table} where ${column} = $1`, [users.reader]);
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
    // The page view still counts, with no viewer.
    const views = await db.query(`select user_id from public.page_views where path = $1 and user_id is null`, [
      `/en/story/${story}`,
    ]);
    expect(views.rows.length).toBeGreaterThan(0);
    const donation = await db.query<{ applied_to: string | null }>(
      `select applied_to from public.donations where message_id = $1`,
      [`m-applied-${count}`],
    );
    expect(donation.rows).toEqual([{ applied_to: null }]);

    // The other reader keeps everything.
    const other = await myData(users, 'otherReader');
    expect(other.favourites).toHaveLength(1);
    expect(other.reading_history).toHaveLength(1);
    expect(other.page_views).toHaveLength(1);
  });

  it('an administrator cannot delete their own account, and nothing is removed', async () => {
    const users = await twoReaders();
    const error = await pgError(as(db, users, 'admin', (tx) => tx.query(`select public.delete_my_account()`)));
    expect(error.code).toBe('42501');
    expect(error.message).toContain('administrator');
    const { rows } = await db.query(`select 1 from auth.users where id = $1`, [users.admin]);
    expect(rows).toHaveLength(1);
  });
});
