/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, insertStory, type Actor, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

const DAY = 86_400_000;

/** yyyy-mm-dd of the UTC day `offset` days from today. */
function utcDay(offset: number): string {
  return new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
}

describe(`story_of_the_day and month queries (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
    const d = utcDay(-10);
    ids.oldest = await insertStory(db, `${utcDay(-30)}T12:00:00Z`, { title: 'oldest' });
    ids.lateNight = await insertStory(db, `${utcDay(-15)}T02:00:00Z`, { title: 'late night' }); // evening before, in New York
    ids.beforeD = await insertStory(db, `${utcDay(-13)}T12:00:00Z`, { title: 'before d' });
    ids.dAfternoon = await insertStory(db, `${d}T15:00:00Z`, { title: 'd afternoon' });
    ids.dMorning = await insertStory(db, `${d}T08:00:00Z`, { title: 'd morning' });
    ids.today = await insertStory(db, `${utcDay(0)}T00:00:00Z`, { title: 'today' }); // midnight UTC: already public
    ids.scheduled = await insertStory(db, `${utcDay(3)}T12:00:00Z`, { title: 'scheduled' });
  });
  afterAll(() => handle?.close());

  async function storyOfTheDay(actor: Actor, day: string, tz?: string): Promise<string[]> {
    return as(db, users, actor, async (tx) => {
      const sql = tz ? `select id from public.story_of_the_day($1::date, $2)` : `select id from public.story_of_the_day($1::date)`;
      const { rows } = await tx.query<{ id: string }>(sql, tz ? [day, tz] : [day]);
      return rows.map((r) => r.id);
    });
  }

  it("returns today's story", async () => {
    expect(await storyOfTheDay('anon', utcDay(0))).toEqual([ids.today]);
  });

  it('returns the first story published that day', async () => {
    expect(await storyOfTheDay('anon', utcDay(-10))).toEqual([ids.dMorning]);
  });

  it('falls back to the most recent story before that day', async () => {
    expect(await storyOfTheDay('anon', utcDay(-11))).toEqual([ids.beforeD]);
    expect(await storyOfTheDay('reader', utcDay(-9))).toEqual([ids.dAfternoon]);
  });

  it("reads the day in the reader's time zone", async () => {
    // 02:00 UTC is 21:00 or 22:00 the evening before in New York.
    expect(await storyOfTheDay('anon', utcDay(-16), 'America/New_York')).toEqual([ids.lateNight]);
    expect(await storyOfTheDay('anon', utcDay(-16), 'UTC')).toEqual([ids.oldest]);
    expect(await storyOfTheDay('anon', utcDay(-15))).toEqual([ids.lateNight]);
  });

  it('returns nothing when no story was published yet', async () => {
    expect(await storyOfTheDay('anon', '2000-01-01')).toEqual([]);
  });

  it('hides scheduled stories from anon and readers but not from admins', async () => {
    expect(await storyOfTheDay('anon', utcDay(3))).toEqual([ids.today]);
    expect(await storyOfTheDay('reader', utcDay(3))).toEqual([ids.today]);
    expect(await storyOfTheDay('admin', utcDay(3))).toEqual([ids.scheduled]);
  });

  it('rejects an unknown time zone', async () => {
    await expect(storyOfTheDay('anon', utcDay(0), 'Mars/Olympus_Mons')).rejects.toMatchObject({ code: '22023' });
  });

  describe('month range query', () => {
    beforeAll(async () => {
      ids.feb28 = await insertStory(db, '2025-02-28T23:59:59Z');
      ids.mar1 = await insertStory(db, '2025-03-01T00:00:00Z');
      ids.mar15 = await insertStory(db, '2025-03-15T12:00:00Z');
      ids.mar31 = await insertStory(db, '2025-03-31T23:59:59Z');
      ids.apr1 = await insertStory(db, '2025-04-01T00:00:00Z');
    });

    async function range(actor: Actor, from: string, to: string): Promise<string[]> {
      return as(db, users, actor, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `select id from public.stories where publish_date >= $1::timestamptz and publish_date < $2::timestamptz order by publish_date asc`,
          [from, to],
        );
        return rows.map((r) => r.id);
      });
    }

    it("returns the month's stories in ascending publish order", async () => {
      expect(await range('anon', '2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z')).toEqual([ids.mar1, ids.mar15, ids.mar31]);
    });

    it('leaves scheduled stories out for anon and shows them to admins', async () => {
      const from = `${utcDay(-1)}T00:00:00Z`;
      const to = `${utcDay(10)}T00:00:00Z`;
      expect(await range('anon', from, to)).toEqual([ids.today]);
      expect(await range('admin', from, to)).toEqual([ids.today, ids.scheduled]);
    });
  });
});
