/** @jest-environment node */
// The newsletter's subscribe, confirm, manage and leave functions, called as the edge function calls them (the
// service role), and refused to every other role.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@tales/supabase-local/db';
import { backend, openTestDatabase, type TestDatabase } from '@tales/supabase-local/testing';
import { as, createUsers, errorCode, pgError, type Actor, type Users } from './support/fixtures';

jest.setTimeout(60_000);

type SubscribeAnswer = { status: 'accepted' | 'rate_limited'; mail: 'confirm' | 'manage' | null; language?: string };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

describe(`newsletter subscriptions (${backend})`, () => {
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

  const uniqueAddress = (name = 'reader') => `${name}-${Date.now().toString(36)}-${++sequence}@mail.org`;
  const uniqueClient = () => `203.0.113.${++sequence % 250}-${sequence}`;

  function service<T>(sql: string, params: unknown[]): Promise<T> {
    return as(db, users, 'service_role', async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0].r);
  }

  async function subscribe(
    email: string,
    options: { language?: string; hour?: number; zone?: string; client?: string } = {},
  ): Promise<SubscribeAnswer & { confirmToken: string; manageToken: string }> {
    const confirmToken = newToken();
    const manageToken = newToken();
    const answer = await service<SubscribeAnswer>(
      `select public.newsletter_subscribe($1, $2, $3::smallint, $4, $5, $6, $7) as r`,
      [
        email,
        options.language ?? 'es',
        options.hour ?? 7,
        options.zone ?? 'Europe/Madrid',
        options.client ?? uniqueClient(),
        hash(confirmToken),
        hash(manageToken),
      ],
    );
    return { ...answer, confirmToken, manageToken };
  }

  const confirm = (token: string, manage = newToken()) =>
    service<{ status: string; language?: string }>(`select public.newsletter_confirm($1, $2) as r`, [
      hash(token),
      hash(manage),
    ]);
  const unsubscribe = (token: string) =>
    service<boolean>(`select public.newsletter_unsubscribe($1) as r`, [hash(token)]);

  async function row(email: string) {
    const { rows } = await db.query<{
      id: string;
      language: string;
      delivery_hour: number;
      time_zone: string;
      confirmed_at: Date | null;
      next_delivery_at: Date | null;
    }>(`select * from public.newsletter_subscribers where lower(email) = lower($1)`, [email]);
    return rows[0];
  }

  /** As if the last confirmation mail went out `minutes` ago. */
  async function lastMailAgo(email: string, minutes: number): Promise<void> {
    await db.query(
      `update public.newsletter_subscribers set confirmation_sent_at = now() - make_interval(mins => $2)
       where lower(email) = lower($1)`,
      [email, minutes],
    );
  }

  it('answers the same for a new, a pending and a confirmed address', async () => {
    const email = uniqueAddress();
    const first = await subscribe(email);
    expect(first).toMatchObject({ status: 'accepted', mail: 'confirm', language: 'es' });
    expect((await row(email)).confirmed_at).toBeNull();

    await lastMailAgo(email, 6);
    const pending = await subscribe(email.toUpperCase(), { language: 'ru', hour: 6, zone: 'Asia/Tokyo' });
    expect(pending).toMatchObject({ status: 'accepted', mail: 'confirm', language: 'ru' });
    // A pending address takes the newest wish.
    expect(await row(email)).toMatchObject({ language: 'ru', delivery_hour: 6, time_zone: 'Asia/Tokyo' });

    expect(await confirm(pending.confirmToken)).toEqual({ status: 'confirmed', language: 'ru' });
    await lastMailAgo(email, 6);
    const confirmed = await subscribe(email, { language: 'de', hour: 9, zone: 'UTC' });
    // A confirmed address gets its manage link instead, and nobody else can change its settings.
    expect(confirmed).toMatchObject({ status: 'accepted', mail: 'manage', language: 'ru' });
    expect(await row(email)).toMatchObject({ language: 'ru', delivery_hour: 6, time_zone: 'Asia/Tokyo' });
    expect(await unsubscribe(confirmed.manageToken)).toBe(true);
  });

  it('sends one confirmation per address every five minutes', async () => {
    const email = uniqueAddress();
    expect((await subscribe(email)).mail).toBe('confirm');
    expect((await subscribe(email)).mail).toBeNull();
    await lastMailAgo(email, 4);
    expect((await subscribe(email)).mail).toBeNull();
    await lastMailAgo(email, 5);
    expect((await subscribe(email)).mail).toBe('confirm');
  });

  it('confirms once, schedules the first mail at the reader’s hour, and refuses the token after', async () => {
    const email = uniqueAddress();
    const { confirmToken } = await subscribe(email, { hour: 7, zone: 'Pacific/Kiritimati', language: 'fr' });
    expect(await confirm(confirmToken)).toEqual({ status: 'confirmed', language: 'fr' });
    const confirmed = await row(email);
    expect(confirmed.confirmed_at).not.toBeNull();
    const { rows } = await db.query<{ local: string }>(
      `select to_char($1::timestamptz at time zone 'Pacific/Kiritimati', 'HH24:MI') as local`,
      [confirmed.next_delivery_at],
    );
    expect(rows[0].local).toBe('07:00');
    expect(await confirm(confirmToken)).toEqual({ status: 'invalid' });
  });

  it('stores a manage token on confirming, with which the reader can leave at once', async () => {
    const email = uniqueAddress();
    const manage = newToken();
    expect(await unsubscribe(manage)).toBe(false);
    await confirm((await subscribe(email)).confirmToken, manage);
    expect(await unsubscribe(manage)).toBe(true);
    expect(await row(email)).toBeUndefined();
  });

  it('refuses a forged, an expired and a superseded confirmation token', async () => {
    expect(await confirm(newToken())).toEqual({ status: 'invalid' });

    const email = uniqueAddress();
    const { confirmToken } = await subscribe(email);
    await db.query(
      `update public.newsletter_tokens set expires_at = now() - interval '1 second'
                    where token_hash = $1`,
      [hash(confirmToken)],
    );
    expect(await confirm(confirmToken)).toEqual({ status: 'invalid' });
    expect((await row(email)).confirmed_at).toBeNull();

    await lastMailAgo(email, 6);
    const older = (await subscribe(email)).confirmToken;
    await lastMailAgo(email, 6);
    const newer = (await subscribe(email)).confirmToken;
    expect(await confirm(older)).toEqual({ status: 'invalid' });
    expect(await confirm(newer)).toMatchObject({ status: 'confirmed' });
  });

  it('keeps only hashes of tokens, and confirm tokens expire within a day', async () => {
    const email = uniqueAddress();
    const { confirmToken } = await subscribe(email);
    const { rows } = await db.query<{ token_hash: string; hours: number }>(
      `select t.token_hash, (extract(epoch from t.expires_at - t.created_at) / 3600)::int as hours
       from public.newsletter_tokens t join public.newsletter_subscribers s on s.id = t.subscriber_id
       where lower(s.email) = lower($1)`,
      [email],
    );
    expect(rows).toEqual([{ token_hash: hash(confirmToken), hours: 24 }]);
  });

  it('limits attempts per address and per client within an hour', async () => {
    const email = uniqueAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await subscribe(email)).status);
    expect(answers).toEqual(['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'rate_limited']);

    const client = uniqueClient();
    const fromClient = [];
    for (let i = 0; i < 21; i++) fromClient.push((await subscribe(uniqueAddress('flood'), { client })).status);
    expect(fromClient.filter((s) => s === 'accepted')).toHaveLength(20);
    expect(fromClient[20]).toBe('rate_limited');
    // Another client is not held back by the flood.
    expect((await subscribe(uniqueAddress())).status).toBe('accepted');

    // An hour later the client may subscribe again; the expired attempts are gone.
    await db.query(`update public.newsletter_subscribe_attempts set attempted_at = now() - interval '61 minutes'`);
    expect((await subscribe(uniqueAddress('later'), { client })).status).toBe('accepted');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.newsletter_subscribe_attempts where attempted_at < now() - interval '1 hour'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuses an unknown time zone, and stores nothing', async () => {
    const email = uniqueAddress();
    const error = await pgError(subscribe(email, { zone: 'Mars/Olympus_Mons' }));
    expect(errorCode(error)).toBe('22023');
    expect(await row(email)).toBeUndefined();
  });

  it('manages and deletes a subscriber by its manage token only', async () => {
    const email = uniqueAddress();
    const { confirmToken } = await subscribe(email);
    await confirm(confirmToken);
    const { id } = await row(email);
    const manage = newToken();
    await service(`select public.newsletter_manage_token($1, $2) as r`, [id, hash(manage)]);
    await db.query(
      `insert into public.newsletter_deliveries (subscriber_id, day, status) values ($1, current_date, 'sent')`,
      [id],
    );

    expect(await service(`select public.newsletter_manage_settings($1) as r`, [hash(manage)])).toEqual({
      email,
      language: 'es',
      delivery_hour: 7,
      time_zone: 'Europe/Madrid',
    });
    expect(await service(`select public.newsletter_manage_settings($1) as r`, [hash(newToken())])).toBeNull();
    // A confirm token is no manage token.
    expect(await unsubscribe(confirmToken)).toBe(false);

    expect(
      await service(`select public.newsletter_manage_update($1, 'it', 21::smallint, 'America/New_York') as r`, [
        hash(manage),
      ]),
    ).toBe(true);
    expect(await row(email)).toMatchObject({ language: 'it', delivery_hour: 21, time_zone: 'America/New_York' });
    expect(
      errorCode(
        await pgError(
          service(`select public.newsletter_manage_update($1, 'it', 21::smallint, 'Nowhere/Land') as r`, [
            hash(manage),
          ]),
        ),
      ),
    ).toBe('22023');

    expect(await unsubscribe(manage)).toBe(true);
    expect(await row(email)).toBeUndefined();
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.newsletter_tokens where subscriber_id = $1)
            + (select count(*) from public.newsletter_deliveries where subscriber_id = $1) as n`,
      [id],
    );
    expect(Number(rows[0].n)).toBe(0);
    // The same link again: nothing left to delete.
    expect(await unsubscribe(manage)).toBe(false);
  });

  it('refuses an expired manage token', async () => {
    const email = uniqueAddress();
    await confirm((await subscribe(email)).confirmToken);
    const manage = newToken();
    await service(`select public.newsletter_manage_token($1, $2) as r`, [(await row(email)).id, hash(manage)]);
    await db.query(
      `update public.newsletter_tokens set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hash(manage)],
    );
    expect(await unsubscribe(manage)).toBe(false);
    expect(await row(email)).toBeDefined();
  });

  it.each<Actor>(['anon', 'reader', 'admin'])('may not be called by %s', async (actor) => {
    for (const call of [
      `select public.newsletter_subscribe('a@mail.org', 'es', 7::smallint, 'UTC', 'x', repeat('a', 64), repeat('b', 64))`,
      `select public.newsletter_confirm(repeat('a', 64), repeat('b', 64))`,
      `select public.newsletter_unsubscribe(repeat('a', 64))`,
      `select public.newsletter_manage_settings(repeat('a', 64))`,
      `select public.newsletter_manage_token(gen_random_uuid(), repeat('a', 64))`,
      `select * from public.newsletter_subscribe_attempts`,
    ]) {
      const error = await pgError(as(db, users, actor, (tx) => tx.query(call)));
      expect(errorCode(error)).toBe('42501');
    }
  });
});
