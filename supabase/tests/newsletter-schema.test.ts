/** @jest-environment node */
import type { Database } from '@tales/supabase-local/db';
import { as, createUsers, errorCode, pgError, type Actor, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(60_000);

describe(`newsletter tables (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
  });
  afterAll(() => handle?.close());

  async function nextDelivery(after: string, hour: number, tz: string): Promise<string> {
    const { rows } = await db.query<{ at: Date }>(
      `select public.newsletter_next_delivery($1::timestamptz, $2::smallint, $3) as at`,
      [after, hour, tz],
    );
    return rows[0].at.toISOString();
  }

  it('finds the next 07:00 on the reader’s own clock, ahead of and behind UTC', async () => {
    // 26 Nov 10:00 UTC is already 27 Nov 00:00 in Kiritimati (UTC+14): its 07:00 is 17:00 UTC that day.
    expect(await nextDelivery('2026-11-26T10:00:00Z', 7, 'Pacific/Kiritimati')).toBe('2026-11-26T17:00:00.000Z');
    // Pago Pago (UTC−11) is still on 25 Nov 23:00: its next 07:00 is 26 Nov 18:00 UTC.
    expect(await nextDelivery('2026-11-26T10:00:00Z', 7, 'Pacific/Pago_Pago')).toBe('2026-11-26T18:00:00.000Z');
  });

  it('moves to the next day once the hour has come, and keeps the hour across a change of summer time', async () => {
    expect(await nextDelivery('2026-11-26T07:00:00Z', 7, 'UTC')).toBe('2026-11-27T07:00:00.000Z');
    // Madrid leaves summer time on 25 Oct 2026: 07:00 is 05:00 UTC before and 06:00 UTC after.
    expect(await nextDelivery('2026-10-24T05:00:00Z', 7, 'Europe/Madrid')).toBe('2026-10-25T06:00:00.000Z');
  });

  it('knows a real time zone from a made-up one', async () => {
    const known = async (tz: string) =>
      (await db.query<{ ok: boolean }>(`select public.newsletter_is_time_zone($1) as ok`, [tz])).rows[0].ok;
    expect(await known('America/Los_Angeles')).toBe(true);
    expect(await known('Mars/Olympus_Mons')).toBe(false);
  });

  it('never has a next delivery for an unconfirmed address', async () => {
    const error = await pgError(
      db.query(
        `insert into public.newsletter_subscribers (email, language, time_zone, next_delivery_at)
         values ('pending@example.org', 'es', 'UTC', now())`,
      ),
    );
    expect(error.constraint).toBe('newsletter_subscribers_delivery_needs_confirmation');
  });

  it.each<Actor>(['anon', 'reader', 'admin', 'service_role'])(
    'is out of reach of %s through the API',
    async (actor) => {
      for (const table of ['newsletter_subscribers', 'newsletter_tokens', 'newsletter_deliveries', 'newsletter_runs']) {
        const error = await pgError(as(db, users, actor, (tx) => tx.query(`select * from public.${table}`)));
        expect(errorCode(error)).toBe('42501');
      }
    },
  );
});
