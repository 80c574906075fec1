/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, insertStory, type Actor, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

type Onward = { previous?: string; next?: string; related: string[] };

describe(`story_onward (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
    ids.first = await insertStory(db, daysFromNow(-9), { title: 'first', tags: ['fable', 'kids'] });
    ids.lonely = await insertStory(db, daysFromNow(-8), { title: 'lonely', tags: ['horror'] });
    ids.fableA = await insertStory(db, daysFromNow(-7), { title: 'fable a', tags: ['fable'] });
    ids.kids = await insertStory(db, daysFromNow(-6), { title: 'kids', tags: ['kids', 'space'] });
    ids.fableB = await insertStory(db, daysFromNow(-5), { title: 'fable b', tags: ['fable', 'drama'] });
    ids.fableC = await insertStory(db, daysFromNow(-4), { title: 'fable c', tags: ['fable'] });
    ids.newest = await insertStory(db, daysFromNow(-1), { title: 'newest', tags: ['fable'] });
    ids.scheduled = await insertStory(db, daysFromNow(2), { title: 'scheduled', tags: ['fable', 'horror'] });
  });
  afterAll(() => handle?.close());

  async function onward(actor: Actor, storyId: string): Promise<Onward> {
    const rows = await as(db, users, actor, async (tx) => {
      const { rows } = await tx.query<{ relation: string; id: string }>(
        `select relation, id from public.story_onward($1)`,
        [storyId],
      );
      return rows;
    });
    return {
      previous: rows.find((r) => r.relation === 'previous')?.id,
      next: rows.find((r) => r.relation === 'next')?.id,
      related: rows.filter((r) => r.relation === 'related').map((r) => r.id),
    };
  }

  it('gives the stories just before and after, and three others sharing a genre, newest first', async () => {
    expect(await onward('anon', ids.fableB)).toEqual({
      previous: ids.kids,
      next: ids.fableC,
      // fable c is the next story and is not repeated; the scheduled fable is not there for a reader.
      related: [ids.newest, ids.fableA, ids.first],
    });
  });

  it('gives the first story no previous one', async () => {
    expect(await onward('anon', ids.first)).toEqual({
      previous: undefined,
      next: ids.lonely,
      related: [ids.newest, ids.fableC, ids.fableB],
    });
  });

  it('never gives a reader a scheduled story: the newest published has no next', async () => {
    for (const actor of ['anon', 'reader'] as const) {
      const newest = await onward(actor, ids.newest);
      expect(newest.previous).toBe(ids.fableC);
      expect(newest.next).toBeUndefined();
      expect(newest.related).not.toContain(ids.scheduled);
      expect((await onward(actor, ids.lonely)).related).toEqual([]);
    }
  });

  it("gives an admin the scheduled story as the newest's next, since admins read it", async () => {
    expect((await onward('admin', ids.newest)).next).toBe(ids.scheduled);
    expect((await onward('admin', ids.lonely)).related).toEqual([ids.scheduled]);
  });

  it('gives a story with no genre in common no related ones', async () => {
    expect(await onward('anon', ids.lonely)).toEqual({ previous: ids.first, next: ids.fableA, related: [] });
  });

  it('gives nothing for a story the caller may not read, or that does not exist', async () => {
    expect(await onward('anon', ids.scheduled)).toEqual({ previous: undefined, next: undefined, related: [] });
    expect(await onward('anon', '00000000-0000-4000-8000-000000000000')).toEqual({
      previous: undefined,
      next: undefined,
      related: [],
    });
  });

  it('orders stories of the same instant by id, so each has one previous and one next', async () => {
    const instant = daysFromNow(-20);
    const pair = [
      await insertStory(db, instant, { title: 'twin one', tags: ['romance'] }),
      await insertStory(db, instant, { title: 'twin two', tags: ['romance'] }),
    ].sort();
    expect((await onward('anon', pair[0])).next).toBe(pair[1]);
    expect((await onward('anon', pair[1])).previous).toBe(pair[0]);
    expect((await onward('anon', pair[1])).next).toBe(ids.first);
  });
});
