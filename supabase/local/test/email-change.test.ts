/** @jest-environment node */
// Email changes as GoTrue makes them with double_confirm_changes: nothing about the account changes until the
// links mailed to the current and to the new address have both been followed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { backend } from './support/test-database';
import { startTestApi, uniqueEmail, type OutboxMail, type TestApi } from './support/api-server';

jest.setTimeout(120_000);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const PASSWORD = 'change-pass-1';

async function signUp(email = uniqueEmail('changer')): Promise<{ client: SupabaseClient; email: string; id: string }> {
  const client = api.client();
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { name: 'Changer' } },
  });
  if (error) throw error;
  return { client, email, id: data.user?.id ?? '' };
}

/** A donation the webhook recorded for an address that has no account yet. */
async function donationFor(email: string): Promise<void> {
  const { rows } = await api.db.query<{ result: { recorded: boolean; applied: boolean } }>(
    `select public.record_donation($1, $2, 5, 'EUR', 'Donor', 'Donation', '{}'::jsonb) as result`,
    [`msg-${email}`, email],
  );
  expect(rows[0].result).toEqual({ recorded: true, applied: false });
}

interface AccountState {
  email: string;
  email_change: string;
  confirm_status: number;
  profile_email: string;
  has_donated: boolean;
}

async function accountState(id: string): Promise<AccountState> {
  const { rows } = await api.db.query<AccountState>(
    `select u.email, coalesce(u.email_change, '') as email_change, u.email_change_confirm_status::int as confirm_status,
       p.email as profile_email, p.has_donated
     from auth.users u join public.profiles p on p.id = u.id where u.id = $1`,
    [id],
  );
  return rows[0];
}

async function changeMails(to: string): Promise<OutboxMail> {
  const change = (await api.outbox(to)).filter((mail) => mail.type === 'email_change');
  expect(change).toHaveLength(1);
  return change[0];
}

/** Follows a mailed link as a browser does, without following the redirect. */
async function follow(link: string): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
}

async function verify(body: Record<string, string>): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await api.fetch('/auth/v1/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe(`an email change waits for both addresses (${backend})`, () => {
  it('claims no donation and changes nothing until both links are followed; then the triggers run', async () => {
    const donor = uniqueEmail('donor');
    await donationFor(donor);
    const reader = await signUp();

    const { data, error } = await reader.client.auth.updateUser({ email: donor });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: reader.email,
      new_email: donor,
      email_change_sent_at: expect.any(String),
    });
    const pending = await accountState(reader.id);
    expect(pending).toEqual({
      email: reader.email,
      email_change: donor,
      confirm_status: 0,
      profile_email: reader.email,
      has_donated: false,
    });

    const { rows: tokens } = await api.db.query<{ token_type: string; relates_to: string }>(
      `select token_type::text, relates_to from auth.one_time_tokens where user_id = $1 order by token_type::text`,
      [reader.id],
    );
    expect(tokens).toEqual([
      { token_type: 'email_change_token_current', relates_to: reader.email },
      { token_type: 'email_change_token_new', relates_to: donor },
    ]);
    const toOld = await changeMails(reader.email);
    const toNew = await changeMails(donor);
    const { rows: columns } = await api.db.query<{ current: string; next: string }>(
      `select email_change_token_current as current, email_change_token_new as next from auth.users where id = $1`,
      [reader.id],
    );
    expect(columns[0]).toEqual({ current: toOld.token_hash, next: toNew.token_hash });
    expect(new URL(toNew.link).searchParams.get('type')).toBe('email_change');

    // One link: GoTrue's note, and still nothing about the account has changed.
    const first = await follow(toNew.link);
    expect(first.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(first.has('access_token')).toBe(false);
    expect(await accountState(reader.id)).toEqual({ ...pending, confirm_status: 1 });
    expect((await reader.client.auth.getUser()).data.user?.email).toBe(reader.email);

    // The other side, by its code through supabase-js: the change applies and the donation follows the address.
    const second = await reader.client.auth.verifyOtp({
      email: reader.email,
      token: toOld.token,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(donor);
    expect(await accountState(reader.id)).toEqual({
      email: donor,
      email_change: '',
      confirm_status: 0,
      profile_email: donor,
      has_donated: true,
    });
    const { rows: left } = await api.db.query(`select 1 from auth.one_time_tokens where user_id = $1`, [reader.id]);
    expect(left).toEqual([]);
    const { rows: identity } = await api.db.query<{ email: string }>(
      `select identity_data->>'email' as email from auth.identities where user_id = $1`,
      [reader.id],
    );
    expect(identity).toEqual([{ email: donor }]);
  });

  it('lets the real owner sign up while a change to their address waits, and then refuses the change', async () => {
    const owner = uniqueEmail('owner');
    await donationFor(owner);
    const reader = await signUp();
    expect((await reader.client.auth.updateUser({ email: owner })).error).toBeNull();

    const real = await signUp(owner);
    const ownerState = await accountState(real.id);
    expect(ownerState).toMatchObject({ email: owner, has_donated: true });

    expect(
      (await verify({ type: 'email_change', token_hash: (await changeMails(reader.email)).token_hash })).status,
    ).toBe(200);
    const refused = await verify({ type: 'email_change', token_hash: (await changeMails(owner)).token_hash });
    expect(refused).toEqual({
      status: 422,
      json: { code: 'email_exists', message: 'A user with this email address has already been registered' },
    });
    expect(await accountState(reader.id)).toMatchObject({
      email: reader.email,
      profile_email: reader.email,
      has_donated: false,
    });
    expect(await accountState(real.id)).toEqual(ownerState);
  });

  it('answers a taken address with email_exists and the same address with no change at all', async () => {
    const reader = await signUp();
    const other = await signUp();
    const taken = await reader.client.auth.updateUser({ email: other.email.toUpperCase() });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const same = await reader.client.auth.updateUser({ email: reader.email });
    expect(same.error).toBeNull();
    expect(same.data.user?.new_email).toBeUndefined();
    expect(await api.outbox(reader.email)).toEqual([]);
    expect(await accountState(reader.id)).toMatchObject({ email: reader.email, email_change: '' });
  });

  it('mails at most once per max_frequency, and a newer request replaces the pending one', async () => {
    const reader = await signUp();
    const firstTarget = uniqueEmail('first');
    expect((await reader.client.auth.updateUser({ email: firstTarget })).error).toBeNull();
    const tooSoon = await reader.client.auth.updateUser({ email: uniqueEmail('second') });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    const oldLink = (await changeMails(firstTarget)).token_hash;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const secondTarget = uniqueEmail('second');
    expect((await reader.client.auth.updateUser({ email: secondTarget })).error).toBeNull();
    expect(await verify({ type: 'email_change', token_hash: oldLink })).toMatchObject({
      status: 403,
      json: { code: 'otp_expired' },
    });
    expect(await accountState(reader.id)).toMatchObject({
      email: reader.email,
      email_change: secondTarget,
      confirm_status: 0,
    });
  });
});

describe(`email-change tokens (${backend})`, () => {
  async function pendingChange(): Promise<{
    reader: Awaited<ReturnType<typeof signUp>>;
    toOld: OutboxMail;
    toNew: OutboxMail;
    target: string;
  }> {
    const reader = await signUp();
    const target = uniqueEmail('target');
    expect((await reader.client.auth.updateUser({ email: target })).error).toBeNull();
    return { reader, target, toOld: await changeMails(reader.email), toNew: await changeMails(target) };
  }

  it('refuses a forged token, by link and by code, and changes nothing', async () => {
    const { reader, toOld } = await pendingChange();
    const forged = 'a'.repeat(56);
    expect(await verify({ type: 'email_change', token_hash: forged })).toMatchObject({
      status: 403,
      json: { code: 'otp_expired' },
    });
    const wrongCode = toOld.token === '000000' ? '111111' : '000000';
    expect(await verify({ type: 'email_change', email: reader.email, token: wrongCode })).toMatchObject({
      status: 403,
      json: { code: 'otp_expired' },
    });
    const link = new URL(toOld.link);
    link.searchParams.set('token', forged);
    expect(Object.fromEntries(await follow(link.toString()))).toMatchObject({ error_code: 'otp_expired' });
    expect(await accountState(reader.id)).toMatchObject({ email: reader.email, confirm_status: 0 });
  });

  it('counts a reused link once: following the same side twice never applies the change', async () => {
    const { reader, toNew, target } = await pendingChange();
    expect((await verify({ type: 'email_change', token_hash: toNew.token_hash })).status).toBe(200);
    expect(await verify({ type: 'email_change', token_hash: toNew.token_hash })).toMatchObject({
      status: 403,
      json: { code: 'otp_expired' },
    });
    expect(Object.fromEntries(await follow(toNew.link))).toMatchObject({ error_code: 'otp_expired' });
    expect(await accountState(reader.id)).toMatchObject({
      email: reader.email,
      email_change: target,
      confirm_status: 1,
    });
  });

  it('refuses both links once otp_expiry (3600 s) has passed since they were sent', async () => {
    const { reader, toOld, toNew } = await pendingChange();
    await api.db.query(`update auth.users set email_change_sent_at = now() - interval '3601 seconds' where id = $1`, [
      reader.id,
    ]);
    for (const mail of [toOld, toNew]) {
      expect(await verify({ type: 'email_change', token_hash: mail.token_hash })).toMatchObject({
        status: 403,
        json: { code: 'otp_expired' },
      });
    }
    expect(await accountState(reader.id)).toMatchObject({ email: reader.email, confirm_status: 0 });
  });

  it('applies by two links in the other order too, signing the browser in on the last one', async () => {
    const { reader, toOld, toNew, target } = await pendingChange();
    expect((await follow(toOld.link)).get('message')).toMatch(/^Confirmation link accepted/);
    const last = await follow(toNew.link);
    expect(last.get('type')).toBe('email_change');
    expect(last.get('access_token')).toEqual(expect.any(String));
    expect(await accountState(reader.id)).toMatchObject({ email: target, profile_email: target });
  });
});
