/** @jest-environment node */
// The daily mail's claim rule: each (subscriber, day) is taken by one run only, a dead run's claim comes back
// after its lease, a failed send comes back after its backoff, and the day is the reader's own.
import type { Database, Queryable } from '@tales/supabase-local/db';
import { as, createUsers, errorCode, pgError, type Actor, type Users } from './support/fixtures';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';

jest.setTimeout(120_000);

interface Claimed {
  subscriber_id: string;
  day: string;
  email: string;
  language: string;
  attempts: number;
  story_id: string | null;
  content_language: string | null;
  title: string | null;
}

const MINUTE = 60_000;

function at(iso: string, plusMinutes = 0): string {
  return new Date(Date.parse(iso) + plusMinutes * MINUTE).toISOString();
}

describe(`newsletter sending (${backend})`, () => {
  let handle: TestDatabase;
  let db: Database;
  let users: Users;
  let sequence = 0;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    users = await createUsers(db);
  });
  afterAll(() => handle?.close());

  /** A story with the given languages only (Spanish always, as the table demands). */
  async function story(publishDate: string, title: string, languages: string[] = ['es', 'en']): Promise<string> {
    const translations = Object.fromEntries(
      [...new Set(['es', ...languages])].map((lang) => [
        lang,
        { title: `${title} (${lang})`, content: `Texto ${title} (${lang})`, summary: '' },
      ]),
    );
    const { rows } = await db.query<{ id: string }>(
      `insert into public.stories (translations, publish_date, author, read_time) values ($1::jsonb, $2, 'Ana', 4)
       returning id`,
      [JSON.stringify(translations), publishDate],
    );
    return rows[0].id;
  }

  async function subscriber(nextDelivery: string, opts: { tz?: string; language?: string } = {}): Promise<string> {
    sequence += 1;
    const { rows } = await db.query<{ id: string }>(
      `insert into public.newsletter_subscribers (email, language, delivery_hour, time_zone, confirmed_at, next_delivery_at)
       values ($1, $2, 7, $3, now(), $4) returning id`,
      [`reader${sequence}@example.org`, opts.language ?? 'en', opts.tz ?? 'UTC', nextDelivery],
    );
    return rows[0].id;
  }

  function service<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return as(db, users, 'service_role', fn);
  }

  async function startRun(runAt: string): Promise<number> {
    return service(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`select public.newsletter_run_start($1) as id`, [runAt]);
      return Number(rows[0].id);
    });
  }

  async function claim(runId: number, runAt: string, batch = 100): Promise<Claimed[]> {
    return service(async (tx) => {
      const { rows } = await tx.query<Claimed & { day: Date | string }>(
        `select subscriber_id, day::text as day, email, language, attempts, story_id, content_language, title
         from public.newsletter_claim($1, $2, $3)`,
        [runId, batch, runAt],
      );
      return rows.map((row) => ({ ...row, day: String(row.day) }));
    });
  }

  async function record(runId: number, runAt: string, outcomes: unknown[]): Promise<void> {
    await service((tx) =>
      tx.query(`select public.newsletter_record($1, $2::jsonb, $3)`, [runId, JSON.stringify(outcomes), runAt]),
    );
  }

  async function delivery(subscriberId: string): Promise<{
    status: string;
    attempts: number;
    next_attempt_at: Date | null;
  }> {
    const { rows } = await db.query<{ status: string; attempts: number; next_attempt_at: Date | null }>(
      `select status, attempts, next_attempt_at from public.newsletter_deliveries where subscriber_id = $1`,
      [subscriberId],
    );
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  /** Clears deliveries and subscribers so each case counts only its own. */
  async function clean(): Promise<void> {
    await db.query(`delete from public.newsletter_deliveries`);
    await db.query(`delete from public.newsletter_subscribers`);
  }

  beforeEach(clean);

  it('gives each due (subscriber, day) to exactly one of two runs claiming at once', async () => {
    const runAt = '2031-03-10T12:00:00Z';
    await story('2031-03-01T00:00:00Z', 'marzo');
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) ids.add(await subscriber(at(runAt, -i)));
    const [a, b] = await Promise.all([startRun(runAt), startRun(runAt)]);
    const drain = async (runId: number): Promise<Claimed[]> => {
      const taken: Claimed[] = [];
      for (;;) {
        const batch = await claim(runId, runAt, 7);
        if (batch.length === 0) return taken;
        taken.push(...batch);
      }
    };
    const [takenA, takenB] = await Promise.all([drain(a), drain(b)]);
    const keys = [...takenA, ...takenB].map((row) => `${row.subscriber_id}:${row.day}`);
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
    expect(new Set([...takenA, ...takenB].map((row) => row.subscriber_id))).toEqual(ids);
    // The next run, at the same moment, finds nothing more to send.
    expect(await claim(await startRun(runAt), runAt)).toEqual([]);
  });

  it('moves each subscriber to the next day, and a later run claims that day once', async () => {
    const runAt = '2031-03-10T07:00:00Z';
    await story('2031-03-01T00:00:00Z', 'marzo');
    const id = await subscriber(runAt);
    const runId = await startRun(runAt);
    const first = await claim(runId, runAt);
    expect(first.map((row) => row.day)).toEqual(['2031-03-10']);
    await record(runId, runAt, [{ subscriber_id: id, day: '2031-03-10', message_id: 'sent-1' }]);
    const { rows } = await db.query<{ next: Date }>(
      `select next_delivery_at as next from public.newsletter_subscribers where id = $1`,
      [id],
    );
    expect(rows[0].next.toISOString()).toBe('2031-03-11T07:00:00.000Z');
    const nextDay = at(runAt, 24 * 60);
    expect((await claim(await startRun(nextDay), nextDay)).map((row) => row.day)).toEqual(['2031-03-11']);
  });

  it('gives a claim whose run died back after its lease, and not before', async () => {
    const runAt = '2031-03-10T07:00:00Z';
    await story('2031-03-01T00:00:00Z', 'marzo');
    const id = await subscriber(runAt);
    expect(await claim(await startRun(runAt), runAt)).toHaveLength(1);
    // The run dies without recording anything. Within the lease (10 minutes) nobody takes the mail …
    expect(await claim(await startRun(at(runAt, 9)), at(runAt, 9))).toEqual([]);
    // … after it, the next run does, as a second attempt of the same day.
    const again = await claim(await startRun(at(runAt, 11)), at(runAt, 11));
    expect(again.map((row) => [row.subscriber_id, row.day, row.attempts])).toEqual([[id, '2031-03-10', 2]]);
  });

  it('retries a failed send after a growing backoff, then gives up', async () => {
    const runAt = '2031-03-10T07:00:00Z';
    await story('2031-03-01T00:00:00Z', 'marzo');
    const id = await subscriber(runAt);
    let now = runAt;
    let runId = await startRun(now);
    expect(await claim(runId, now)).toHaveLength(1);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await record(runId, now, [{ subscriber_id: id, day: '2031-03-10', error: 'provider down', permanent: false }]);
      const row = await delivery(id);
      expect(row.status).toBe('claimed');
      const wait = (row.next_attempt_at!.getTime() - Date.parse(now)) / MINUTE;
      waits.push(wait);
      // Not a minute before its time …
      runId = await startRun(at(now, wait - 1));
      expect(await claim(runId, at(now, wait - 1))).toEqual([]);
      // … and at its time, once.
      now = at(now, wait);
      runId = await startRun(now);
      expect((await claim(runId, now)).map((r) => r.attempts)).toEqual([attempt + 1]);
    }
    // The sixth send fails too: the mail is given up.
    await record(runId, now, [{ subscriber_id: id, day: '2031-03-10', error: 'provider down', permanent: false }]);
    expect(await delivery(id)).toMatchObject({ status: 'failed', attempts: 6, next_attempt_at: null });
    expect(waits).toEqual([5, 10, 20, 40, 80]);
    expect(await claim(await startRun(at(now, 1000)), at(now, 1000))).toEqual([]);
  });

  it('records a sent mail once: a late failure report cannot undo it', async () => {
    const runAt = '2031-03-10T07:00:00Z';
    await story('2031-03-01T00:00:00Z', 'marzo');
    const id = await subscriber(runAt);
    const runId = await startRun(runAt);
    await claim(runId, runAt);
    await record(runId, runAt, [{ subscriber_id: id, day: '2031-03-10', message_id: 'msg-1' }]);
    await record(runId, runAt, [{ subscriber_id: id, day: '2031-03-10', error: 'late', permanent: true }]);
    expect(await delivery(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await claim(await startRun(at(runAt, 60)), at(runAt, 60))).toEqual([]);
    const { rows } = await db.query<{ due: number; sent: number; failed: number }>(
      `select due, sent, failed from public.newsletter_runs where id = $1`,
      [runId],
    );
    expect(rows[0]).toEqual({ due: 1, sent: 1, failed: 0 });
  });

  it('stops all mail to an address the provider rejected, or that bounced or complained later', async () => {
    const runAt = '2031-03-10T07:00:00Z';
    await story('2031-03-01T00:00:00Z', 'marzo');
    const rejected = await subscriber(runAt);
    const bounced = await subscriber(runAt);
    const runId = await startRun(runAt);
    await claim(runId, runAt);
    await record(runId, runAt, [
      { subscriber_id: rejected, day: '2031-03-10', error: 'invalid recipient', permanent: true },
      { subscriber_id: bounced, day: '2031-03-10', message_id: 'msg-bounced' },
    ]);
    const stopped = await service(async (tx) => {
      const { rows } = await tx.query<{ ok: boolean }>(
        `select public.newsletter_stop_by_message('msg-bounced', 'complaint', $1) as ok`,
        [runAt],
      );
      return rows[0].ok;
    });
    expect(stopped).toBe(true);
    const { rows } = await db.query<{ id: string; stopped_reason: string; next_delivery_at: Date | null }>(
      `select id, stopped_reason, next_delivery_at from public.newsletter_subscribers order by email`,
    );
    expect(rows).toEqual([
      { id: rejected, stopped_reason: 'bounce', next_delivery_at: null },
      { id: bounced, stopped_reason: 'complaint', next_delivery_at: null },
    ]);
    expect(await claim(await startRun(at(runAt, 24 * 60)), at(runAt, 24 * 60))).toEqual([]);
  });

  it('gives up a retry once its address is stopped', async () => {
    const runAt = '2031-03-10T07:00:00Z';
    await story('2031-03-01T00:00:00Z', 'marzo');
    const id = await subscriber(runAt);
    const runId = await startRun(runAt);
    await claim(runId, runAt);
    await record(runId, runAt, [{ subscriber_id: id, day: '2031-03-10', error: 'provider down', permanent: false }]);
    await db.query(
      `update public.newsletter_subscribers set stopped_at = now(), stopped_reason = 'complaint', next_delivery_at = null
       where id = $1`,
      [id],
    );
    expect(await claim(await startRun(at(runAt, 30)), at(runAt, 30))).toEqual([]);
    expect(await delivery(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('gives readers in UTC+14 and UTC−11 the story of their own day, never one not yet published', async () => {
    // 26 Nov 18:00 UTC is 27 Nov 08:00 in Kiritimati and 26 Nov 07:00 in Pago Pago.
    const runAt = '2032-11-26T18:00:00Z';
    const before = await story('2032-11-25T12:00:00Z', 'antes');
    const kiritimatiDay = await story('2032-11-26T10:30:00Z', 'kiritimati'); // 27 Nov 00:30 there; 25 Nov 23:30 in Pago Pago
    const pagoPagoDay = await story('2032-11-26T12:00:00Z', 'pago pago'); // 26 Nov 01:00 in Pago Pago
    await story('2032-11-26T19:00:00Z', 'later'); // still scheduled when the run sends
    const kiritimati = await subscriber('2032-11-26T17:00:00Z', { tz: 'Pacific/Kiritimati' });
    const pagoPago = await subscriber('2032-11-26T18:00:00Z', { tz: 'Pacific/Pago_Pago' });
    const claimed = await claim(await startRun(runAt), runAt);
    const byId = new Map(claimed.map((row) => [row.subscriber_id, row]));
    expect(byId.get(kiritimati)).toMatchObject({ day: '2032-11-27', story_id: kiritimatiDay });
    expect(byId.get(pagoPago)).toMatchObject({ day: '2032-11-26', story_id: pagoPagoDay });
    expect(before).not.toBe(pagoPagoDay);
  });

  it("carries the reader's language, or the Spanish original when the story has no translation", async () => {
    const runAt = '2033-01-05T07:00:00Z';
    await story('2033-01-05T00:00:00Z', 'solo', ['es', 'fr']);
    const fr = await subscriber(runAt, { language: 'fr' });
    const de = await subscriber(runAt, { language: 'de' });
    const claimed = await claim(await startRun(runAt), runAt);
    const byId = new Map(claimed.map((row) => [row.subscriber_id, row]));
    expect(byId.get(fr)).toMatchObject({ language: 'fr', content_language: 'fr', title: 'solo (fr)' });
    expect(byId.get(de)).toMatchObject({ language: 'de', content_language: 'es', title: 'solo (es)' });
  });

  it('never sends to a pending or stopped address', async () => {
    const runAt = '2033-02-01T07:00:00Z';
    await db.query(
      `insert into public.newsletter_subscribers (email, language, time_zone) values ('pending@example.org', 'es', 'UTC')`,
    );
    expect(await claim(await startRun(runAt), runAt)).toEqual([]);
  });

  it.each<Actor>(['anon', 'reader', 'admin'])('refuses %s the functions that claim and send', async (actor) => {
    const calls = [
      `select public.newsletter_run_start()`,
      `select public.newsletter_run_finish(1)`,
      `select * from public.newsletter_claim(1)`,
      `select public.newsletter_record(1, '[]')`,
      `select public.newsletter_stop_by_message('x', 'bounce')`,
      `select public.newsletter_story_of(current_date, 'UTC', now())`,
    ];
    for (const sql of calls) {
      const error = await pgError(as(db, users, actor, (tx) => tx.query(sql)));
      expect(errorCode(error)).toBe('42501');
    }
  });

  it('forgets, as a run starts, an address whose confirmation link expired unused, and expired tokens', async () => {
    const runAt = '2031-05-02T12:00:00Z';
    const pending = async (sentAt: string) => {
      sequence += 1;
      const { rows } = await db.query<{ id: string }>(
        `insert into public.newsletter_subscribers (email, language, time_zone, created_at, confirmation_sent_at)
         values ($1, 'es', 'UTC', $2, $2) returning id`,
        [`pending${sequence}@example.org`, sentAt],
      );
      return rows[0].id;
    };
    const stale = await pending(at(runAt, -25 * 60));
    const fresh = await pending(at(runAt, -23 * 60));
    const confirmed = await subscriber(at(runAt, 24 * 60));
    const token = async (subscriberId: string, expires: string) =>
      db.query(
        `insert into public.newsletter_tokens (token_hash, subscriber_id, purpose, expires_at) values ($1, $2, 'manage', $3)`,
        [String(sequence++).padStart(64, 'a'), subscriberId, expires],
      );
    await token(confirmed, at(runAt, -1));
    await token(confirmed, at(runAt, 60));

    await startRun(runAt);
    const { rows } = await db.query<{ id: string }>(
      `select id from public.newsletter_subscribers where id = any($1::uuid[])`,
      [[stale, fresh, confirmed]],
    );
    expect(rows.map((row) => row.id).sort()).toEqual([fresh, confirmed].sort());
    const tokens = await db.query<{ expires_at: Date }>(
      `select expires_at from public.newsletter_tokens where subscriber_id = $1`,
      [confirmed],
    );
    expect(tokens.rows.map((row) => row.expires_at.toISOString())).toEqual([new Date(at(runAt, 60)).toISOString()]);
  });

  it("answers an admin the owner's figures and a reader 42501", async () => {
    const runAt = '2033-03-01T07:00:00Z';
    await story('2033-03-01T00:00:00Z', 'stats');
    const es = await subscriber(runAt, { language: 'es' });
    await subscriber(at(runAt, 60), { language: 'es' });
    await subscriber(at(runAt, 60), { language: 'ru' });
    await db.query(
      `insert into public.newsletter_subscribers (email, language, time_zone, created_at)
       values ('waiting@example.org', 'es', 'UTC', $1)`,
      [runAt],
    );
    const runId = await startRun(runAt);
    await claim(runId, runAt);
    await record(runId, runAt, [{ subscriber_id: es, day: '2033-03-01', message_id: 'm-1' }]);
    await service((tx) => tx.query(`select public.newsletter_run_finish($1, $2)`, [runId, at(runAt, 1)]));

    for (const actor of ['anon', 'reader', 'service_role'] as const) {
      const error = await pgError(as(db, users, actor, (tx) => tx.query(`select public.newsletter_stats()`)));
      expect(errorCode(error)).toBe('42501');
    }
    const stats = await as(db, users, 'admin', async (tx) => {
      const { rows } = await tx.query<{ stats: unknown }>(`select public.newsletter_stats() as stats`);
      return rows[0].stats;
    });
    expect(stats).toEqual({
      confirmed: { es: 2, ru: 1 },
      pending: 1,
      stopped: 0,
      last_run: {
        started_at: expect.stringMatching(/^2033-03-01T07:00:00/),
        finished_at: expect.stringMatching(/^2033-03-01T07:01:00/),
        due: 1,
        sent: 1,
        failed: 0,
      },
    });
  });
});
