/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, errorCode, insertStory, pgError, type Actor, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(120_000);

const DAY = 86_400_000;

type Stats = {
  days: number;
  perDay: { day: string; views: number }[];
  perLanguage: { language: string; views: number }[];
  perPage: { page: string; views: number }[];
  topWeek: { id: string; titles: Record<string, string>; views: number }[];
  topMonth: { id: string; titles: Record<string, string>; views: number }[];
  donationsPerMonth: { month: string; currency: string; amount: number; count: number }[];
};

describe(`reader_stats (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  const ids: Record<string, string> = {};

  async function view(daysAgo: number, title: string, language: string, path = '/en') {
    await db.query(
      `insert into public.page_views (title, path, language, created_at) values ($1, $2, $3, now() - $4 * interval '1 day')`,
      [title, path, language, daysAgo],
    );
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
    await db.query('delete from public.page_views');
    ids.old = await insertStory(db, new Date(Date.now() - 20 * DAY), { title: 'old favourite', tags: ['fable'] });
    ids.fresh = await insertStory(db, new Date(Date.now() - 2 * DAY), { title: 'fresh', tags: ['fable'] });
    // The old story read 5 times 10–20 days ago; the fresh one 3 times this week, in Russian and Spanish paths.
    for (const daysAgo of [10, 12, 14, 16, 18]) await view(daysAgo, 'Story View', 'en', `/en/story/${ids.old}`);
    for (const daysAgo of [0, 1, 2]) await view(daysAgo, 'Story View', 'ru', `/ru/story/${ids.fresh}`);
    await view(1, 'Story View', 'es', `/es/cuento/${ids.fresh}`);
    await view(0, 'Home', 'es');
    await view(0, 'Calendar', 'de');
    await view(45, 'Home', 'en'); // outside the 30 days
    await db.query(
      `insert into public.donations (message_id, email, amount, currency, type) values
         ('m1', 'a@example.org', 3, 'USD', 'Donation'), ('m2', 'b@example.org', 5.5, 'USD', 'Donation')`,
    );
  });
  afterAll(() => handle?.close());

  const stats = (actor: Actor, days = 30, tz = 'UTC') =>
    as(db, users, actor, async (tx) => {
      const { rows } = await tx.query<{ stats: Stats }>(`select public.reader_stats($1, $2) as stats`, [days, tz]);
      return rows[0].stats;
    });

  it('counts views per day, language and page, and ranks the week’s and the month’s stories', async () => {
    const figures = await stats('admin');
    expect(figures.perDay).toHaveLength(30);
    expect(figures.perDay.reduce((sum, d) => sum + d.views, 0)).toBe(11);
    expect(figures.perLanguage).toEqual(
      [
        { language: 'en', views: 5 },
        { language: 'es', views: 2 },
        { language: 'ru', views: 3 },
        { language: 'de', views: 1 },
      ].sort((a, b) => b.views - a.views || a.language.localeCompare(b.language)),
    );
    expect(figures.perPage[0]).toEqual({ page: 'Story View', views: 9 });
    expect(figures.topWeek.map((s) => [s.id, s.views])).toEqual([[ids.fresh, 4]]);
    expect(figures.topMonth.map((s) => [s.id, s.views])).toEqual([
      [ids.old, 5],
      [ids.fresh, 4],
    ]);
    expect(figures.topMonth[0].titles.es).toBe('old favourite (es)');
    expect(figures.donationsPerMonth).toEqual([expect.objectContaining({ currency: 'USD', amount: 8.5, count: 2 })]);
  });

  it('reaches further back when asked for 90 days', async () => {
    const figures = await stats('admin', 90);
    expect(figures.perDay).toHaveLength(90);
    expect(figures.perDay.reduce((sum, d) => sum + d.views, 0)).toBe(12);
  });

  it.each<Actor>(['reader', 'anon'])('refuses %s', async (actor) => {
    const error = await pgError(stats(actor));
    expect(errorCode(error)).toBe('42501');
  });

  it('refuses a window it cannot mean', async () => {
    expect(errorCode(await pgError(stats('admin', 0)))).toBe('22023');
    expect(errorCode(await pgError(stats('admin', 5000)))).toBe('22023');
  });
});
