/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, insertStory, utcDay, type Actor, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

const DAY = 86_400_000;

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
      const sql = tz
        ? `select id from public.story_of_the_day($1::date, $2)`
        : `select id from public.story_of_the_day($1::date)`;
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

  describe("the day's end in a zone ahead of UTC and one behind", () => {
    // Tokyo is UTC+9 all year; Los Angeles is UTC-7 in September. Past days: every story here is public.
    beforeAll(async () => {
      ids.tokyoBefore = await insertStory(db, '2024-06-08T03:00:00Z', { title: 'tokyo, two days before' });
      ids.tokyoLastSecond = await insertStory(db, '2024-06-09T14:59:59Z', { title: 'tokyo 9 June 23:59:59' });
      ids.tokyoMidnight = await insertStory(db, '2024-06-10T15:00:00Z', { title: 'tokyo 11 June 00:00' });
      ids.laBefore = await insertStory(db, '2024-09-08T19:00:00Z', { title: 'los angeles, two days before' });
      ids.laLastSecond = await insertStory(db, '2024-09-10T06:59:59Z', { title: 'los angeles 9 September 23:59:59' });
      ids.laMidnight = await insertStory(db, '2024-09-11T07:00:00Z', { title: 'los angeles 11 September 00:00' });
    });

    it("gives the day a story published in its last second, in the reader's zone", async () => {
      expect(await storyOfTheDay('anon', '2024-06-09', 'Asia/Tokyo')).toEqual([ids.tokyoLastSecond]);
      expect(await storyOfTheDay('anon', '2024-09-09', 'America/Los_Angeles')).toEqual([ids.laLastSecond]);
    });

    it("leaves a story published at the next midnight to the next day, in the reader's zone", async () => {
      // 10 June in Tokyo has no story of its own: the one before it, never the one at 11 June 00:00.
      expect(await storyOfTheDay('anon', '2024-06-10', 'Asia/Tokyo')).toEqual([ids.tokyoLastSecond]);
      expect(await storyOfTheDay('anon', '2024-06-11', 'Asia/Tokyo')).toEqual([ids.tokyoMidnight]);
      expect(await storyOfTheDay('anon', '2024-09-10', 'America/Los_Angeles')).toEqual([ids.laLastSecond]);
      expect(await storyOfTheDay('anon', '2024-09-11', 'America/Los_Angeles')).toEqual([ids.laMidnight]);
    });

    it('reads the same instants as other days in UTC', async () => {
      // 2024-06-10T15:00Z is 10 June in UTC, 06:59:59Z on 10 September is still 10 September.
      expect(await storyOfTheDay('anon', '2024-06-10', 'UTC')).toEqual([ids.tokyoMidnight]);
      expect(await storyOfTheDay('anon', '2024-09-10', 'UTC')).toEqual([ids.laLastSecond]);
      expect(await storyOfTheDay('anon', '2024-06-09', 'UTC')).toEqual([ids.tokyoLastSecond]);
    });
  });

  describe('the neighbours of the story of the day', () => {
    async function neighbours(actor: Actor, day: string, tz: string) {
      return as(db, users, actor, async (tx) => {
        const { rows } = await tx.query<{ previous: string | null; next: string | null }>(
          `select previous_published_at::text as previous, next_published_at::text as next
             from public.story_of_the_day_neighbours($1::date, $2)`,
          [day, tz],
        );
        return rows.map((row) => ({
          previous: row.previous && new Date(row.previous).toISOString(),
          next: row.next && new Date(row.next).toISOString(),
        }));
      });
    }

    it("gives the publish times of the stories just before and after the day's story", async () => {
      // 10 June in Tokyo answers with the story of 9 June 23:59:59; around it, 8 June 03:00Z and 10 June 15:00Z.
      expect(await neighbours('anon', '2024-06-10', 'Asia/Tokyo')).toEqual([
        { previous: '2024-06-08T03:00:00.000Z', next: '2024-06-10T15:00:00.000Z' },
      ]);
    });

    it('has no row when there is no story yet, and no next story after the newest visible one', async () => {
      expect(await neighbours('anon', '2000-01-01', 'UTC')).toEqual([]);
      const [newest] = await neighbours('anon', utcDay(0), 'UTC');
      expect(newest.next).toBeNull(); // the scheduled story is not the reader's to see
      const [forAdmin] = await neighbours('admin', utcDay(0), 'UTC');
      expect(forAdmin.next).not.toBeNull();
    });
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
      expect(await range('anon', '2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z')).toEqual([
        ids.mar1,
        ids.mar15,
        ids.mar31,
      ]);
    });

    it('leaves scheduled stories out for anon and shows them to admins', async () => {
      const from = `${utcDay(-1)}T00:00:00Z`;
      const to = `${utcDay(10)}T00:00:00Z`;
      expect(await range('anon', from, to)).toEqual([ids.today]);
      expect(await range('admin', from, to)).toEqual([ids.today, ids.scheduled]);
    });
  });
});

describe(`a story scheduled a minute ahead, and one published a minute ago (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  const ids: Record<string, string> = {};
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
    ids.older = await insertStory(db, new Date(Date.now() - 2 * DAY), { title: 'two days ago' });
  });
  afterAll(() => handle?.close());

  const readable = (actor: Actor) =>
    as(db, users, actor, async (tx) =>
      (await tx.query<{ id: string }>('select id from public.stories order by publish_date')).rows.map((r) => r.id),
    );
  const storyOfTheDay = (actor: Actor, day: string) =>
    as(db, users, actor, async (tx) =>
      (await tx.query<{ id: string }>('select id from public.story_of_the_day($1::date)', [day])).rows.map((r) => r.id),
    );

  it('a story scheduled a minute ahead is neither readable nor the story of its day yet, except for an admin', async () => {
    const at = new Date(Date.now() + 60_000);
    const scheduled = await insertStory(db, at, { title: 'in a minute' });
    try {
      expect(await readable('anon')).toEqual([ids.older]);
      expect(await readable('reader')).toEqual([ids.older]);
      expect(await storyOfTheDay('anon', dayOf(at))).toEqual([ids.older]);
      expect(await storyOfTheDay('reader', dayOf(at))).toEqual([ids.older]);
      expect(await readable('admin')).toEqual([ids.older, scheduled]);
      expect(await storyOfTheDay('admin', dayOf(at))).toEqual([scheduled]);
    } finally {
      await db.query('delete from public.stories where id = $1', [scheduled]);
    }
  });

  it('a story published a minute ago is readable by anyone and the story of its day', async () => {
    const at = new Date(Date.now() - 60_000);
    const published = await insertStory(db, at, { title: 'a minute ago' });
    expect(await readable('anon')).toEqual([ids.older, published]);
    expect(await storyOfTheDay('anon', dayOf(at))).toEqual([published]);
  });
});
