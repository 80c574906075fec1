/** @jest-environment node */
// The donation webhook end to end: the local API's /functions/v1 mount, the web-standard handler, its
// service-role RPC call and the database, with the real supabase-js for accounts.
import http from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { handleDonationWebhook, secretsMatch } from '@tales/supabase-functions/donation-webhook/handler';
import { restDonationRecorder } from '@tales/supabase-functions/donation-webhook/rest-recorder';
import { DEFAULT_DONATION_WEBHOOK_TOKEN } from '../src/config';
import type { FunctionKeys } from '../src/functions/plugin';
import { createServer } from '../src/server';
import {
  ADMIN,
  ANON_KEY,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  READER,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  SITE_URL,
  signedIn,
  startTestApi,
  uniqueEmail,
  type TestApi,
} from './support/api-server';

jest.setTimeout(60_000);

const TOKEN = 'test-webhook-token-0123456789';
const PATH = '/functions/v1/donation-webhook';

let api: TestApi;
let service: SupabaseClient;

beforeAll(async () => {
  api = await startTestApi({ donationWebhookToken: TOKEN });
  service = api.client(SERVICE_ROLE_KEY);
});

afterAll(async () => {
  await api?.close();
});

let sequence = 0;
function kofiData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    verification_token: TOKEN,
    message_id: `msg-${Date.now().toString(36)}-${sequence}`,
    timestamp: '2026-11-23T08:00:00Z',
    type: 'Donation',
    is_public: true,
    from_name: 'Jo Example',
    message: 'Good stories!',
    amount: '3.00',
    url: 'https://ko-fi.com/Home/CoffeeShop?txid=0000',
    email: 'jo@example.com',
    currency: 'USD',
    is_subscription_payment: false,
    is_first_subscription_payment: false,
    kofi_transaction_id: '00000000-1111-2222-3333-444444444444',
    ...overrides,
  };
}

/** Posts the way Ko-fi does: a form with one field `data` holding JSON. */
function post(data: unknown, init: { body?: string; contentType?: string } = {}): Promise<Response> {
  const body = init.body ?? new URLSearchParams({ data: JSON.stringify(data) }).toString();
  return fetch(api.url + PATH, {
    method: 'POST',
    headers: { 'content-type': init.contentType ?? 'application/x-www-form-urlencoded' },
    body,
  });
}

async function donationCount(): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from public.donations');
  return rows[0].n;
}

async function profileByEmail(email: string): Promise<{ id: string; has_donated: boolean } | undefined> {
  const { rows } = await api.db.query<{ id: string; has_donated: boolean }>(
    'select id, has_donated from public.profiles where lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

async function signUp(email: string): Promise<SupabaseClient> {
  const client = api.client();
  const { error } = await client.auth.signUp({ email, password: 'donor-pass-1', options: { data: { name: 'Donor' } } });
  if (error) throw error;
  return client;
}

/** The has_donated the signed-in user reads about themselves through the API. */
async function ownDonorFlag(client: SupabaseClient): Promise<boolean> {
  const { data: user } = await client.auth.getUser();
  const { data, error } = await client.from('profiles').select('has_donated').eq('id', user.user!.id).single();
  if (error) throw error;
  return (data as { has_donated: boolean }).has_donated;
}

describe('a good token', () => {
  it('records the donation and marks the account with that email (any case) as donor', async () => {
    const email = uniqueEmail('donor');
    const reader = await signUp(email);
    expect(await ownDonorFlag(reader)).toBe(false);

    const data = kofiData({ email: email.toUpperCase(), amount: '5.50', currency: 'eur' });
    const response = await post(data);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'recorded', applied: true });
    expect(await ownDonorFlag(reader)).toBe(true);

    const { rows } = await api.db.query(
      `select d.email, d.amount::text as amount, d.currency, d.from_name, d.type, d.payload, d.applied_to = p.id as linked
       from public.donations d join public.profiles p on lower(p.email) = lower(d.email) where d.message_id = $1`,
      [data.message_id],
    );
    expect(rows).toEqual([
      {
        email: email.toUpperCase(),
        amount: '5.50',
        currency: 'EUR',
        from_name: 'Jo Example',
        type: 'Donation',
        payload: expect.objectContaining({ message: 'Good stories!', kofi_transaction_id: data.kofi_transaction_id }),
        linked: true,
      },
    ]);
    // The secret is never stored.
    expect(JSON.stringify(rows[0].payload)).not.toContain(TOKEN);
  });

  it('accepts the seeded reader and an amount sent as a number', async () => {
    const response = await post(kofiData({ email: READER.email, amount: 10 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'recorded', applied: true });
    expect(await ownDonorFlag(await signedIn(api, READER))).toBe(true);
  });
});

describe('a wrong or missing token', () => {
  it.each([
    ['a wrong token', { verification_token: 'not-the-token' }],
    ['a token that differs only in case', { verification_token: TOKEN.toUpperCase() }],
    ['the local default token when another is configured', { verification_token: DEFAULT_DONATION_WEBHOOK_TOKEN }],
    ['an empty token', { verification_token: '' }],
    ['a token that is not a string', { verification_token: 12345 }],
    ['no token at all', { verification_token: undefined }],
  ])('%s answers 401 and writes nothing', async (_label, overrides) => {
    const email = uniqueEmail('no-token');
    const reader = await signUp(email);
    const before = await donationCount();
    const response = await post(kofiData({ email, ...overrides }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'invalid_token', message: 'Missing or wrong verification token' });
    expect(await donationCount()).toBe(before);
    expect(await ownDonorFlag(reader)).toBe(false);
  });

  it('checks the token before the fields, so a stranger learns nothing about them', async () => {
    const response = await post({ verification_token: 'guess', amount: 'lots' });
    expect(response.status).toBe(401);
  });
});

describe('a replayed message', () => {
  it('answers 200 and changes nothing, even when the replay carries other values', async () => {
    const email = uniqueEmail('replay');
    const data = kofiData({ email });
    expect(await (await post(data)).json()).toEqual({ status: 'recorded', applied: false });
    const before = await donationCount();

    const replay = await post({ ...data, amount: '999.00', email: READER.email });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'duplicate', applied: false });
    expect(await donationCount()).toBe(before);
    const { rows } = await api.db.query(
      'select email, amount::text as amount from public.donations where message_id = $1',
      [data.message_id],
    );
    expect(rows).toEqual([{ email, amount: '3.00' }]);
  });
});

describe('a donation from an email with no account yet', () => {
  it('is kept, then applied when that email signs up', async () => {
    const email = uniqueEmail('future');
    const response = await post(kofiData({ email }));
    expect(await response.json()).toEqual({ status: 'recorded', applied: false });
    expect(await profileByEmail(email)).toBeUndefined();

    const reader = await signUp(email.toUpperCase());
    expect(await ownDonorFlag(reader)).toBe(true);
    const profile = await profileByEmail(email);
    const { rows } = await api.db.query('select applied_to from public.donations where lower(email) = lower($1)', [
      email,
    ]);
    expect(rows).toEqual([{ applied_to: profile?.id }]);
  });

  it('counts only once the email is confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    await post(kofiData({ email }));
    // As GoTrue does with confirmations on: the user row exists, the email is not confirmed yet.
    const { rows } = await api.db.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, 'x', '{}', '{}', now(), now())
       returning id`,
      [email],
    );
    const id = rows[0].id;
    expect((await profileByEmail(email))?.has_donated).toBe(false);
    await api.db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    expect((await profileByEmail(email))?.has_donated).toBe(true);
  });
});

describe('a malformed body', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it.each([
    ['JSON instead of a form', { body: JSON.stringify(kofiData()), contentType: 'application/json' }, 'malformed_body'],
    ['a form without a data field', { body: form({ payload: JSON.stringify(kofiData()) }) }, 'malformed_body'],
    ['an empty body', { body: '' }, 'malformed_body'],
    ['data that is not JSON', { body: form({ data: '{"verification_token": ' }) }, 'malformed_body'],
    ['data that is a JSON array', { body: form({ data: JSON.stringify([kofiData()]) }) }, 'malformed_body'],
    [
      'a body that is not UTF-8',
      { body: undefined, raw: Buffer.from([0x64, 0x61, 0x74, 0x61, 0x3d, 0xff, 0xfe]) },
      'malformed_body',
    ],
  ])(
    '%s answers 400 and writes nothing',
    async (_label, init: { body?: string; contentType?: string; raw?: Buffer }, code) => {
      const before = await donationCount();
      const response = init.raw
        ? await fetch(api.url + PATH, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new Uint8Array(init.raw),
          })
        : await post(undefined, init);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code });
      expect(await donationCount()).toBe(before);
    },
  );

  it.each([
    ['no message_id', { message_id: undefined }, 'message_id is required'],
    ['no email', { email: undefined }, 'email is required'],
    ['an email that is not one', { email: 'not-an-email' }, 'email must be an email address'],
    ['no amount', { amount: undefined }, 'amount must be a positive decimal such as "3.00"'],
    ['an amount that is not a number', { amount: 'three' }, 'amount must be a positive decimal such as "3.00"'],
    ['a negative amount', { amount: '-3.00' }, 'amount must be a positive decimal such as "3.00"'],
    ['a zero amount', { amount: '0.00' }, 'amount must be greater than zero'],
    ['an amount with three decimals', { amount: '3.001' }, 'amount must be a positive decimal such as "3.00"'],
    ['an amount in exponent form', { amount: '1e9' }, 'amount must be a positive decimal such as "3.00"'],
    ['no currency', { currency: undefined }, 'currency is required'],
    ['a currency that is not a code', { currency: 'dollars' }, 'currency is longer than 3 characters'],
    ['no type', { type: '' }, 'type is required'],
    ['no timestamp', { timestamp: undefined }, 'timestamp is required'],
    ['a timestamp that is not a date', { timestamp: 'yesterday' }, 'timestamp must be a date'],
    ['a message_id that is not a string', { message_id: { $ne: null } }, 'message_id must be a string'],
  ])('%s answers 400 with the reason and writes nothing', async (_label, overrides, message) => {
    const email = uniqueEmail('bad');
    const reader = await signUp(email);
    const before = await donationCount();
    const response = await post(kofiData({ email, ...overrides }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_donation', message });
    expect(await donationCount()).toBe(before);
    expect(await ownDonorFlag(reader)).toBe(false);
  });

  it('answers normally whatever Host header the caller sends', async () => {
    const body = new URLSearchParams({ data: JSON.stringify(kofiData({ verification_token: 'wrong' })) }).toString();
    const response = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        api.url + PATH,
        { method: 'POST', headers: { host: 'bad host:99999', 'content-type': 'application/x-www-form-urlencoded' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(response).toBe(401);
  });

  it('refuses bodies over 64 KB and methods other than POST', async () => {
    const before = await donationCount();
    const big = await post(kofiData({ message: 'x'.repeat(70_000) }));
    expect(big.status).toBe(413);
    const get = await fetch(api.url + PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await donationCount()).toBe(before);
  });
});

describe('a body the database can never store', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  /** `levels` nested objects under `extra` (the data object itself is level 1). */
  function nested(levels: number): Record<string, unknown> {
    let value: Record<string, unknown> = { leaf: true };
    for (let i = 1; i < levels; i++) value = { next: value };
    return value;
  }

  it.each([
    ['a NUL in a top-level string', { message: 'Good\u0000stories' }],
    ['a NUL in a nested string', { shop_items: [{ direct_link_code: 'abc\u0000' }] }],
    ['a NUL in a key', { 'note\u0000': 'hi' }],
    ['a NUL in a field the donation keeps', { from_name: 'Jo\u0000' }],
    ['an unpaired surrogate', { message: 'broken \ud800 text' }],
    ['65 levels of nesting', { extra: nested(64) }],
    ['33 levels of nesting', { extra: nested(32) }],
  ])(
    '%s answers 422 unstorable_payload every time, writes nothing and is logged without the token',
    async (_label, overrides) => {
      const before = await donationCount();
      const data = kofiData(overrides);
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await post(data);
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual({
          code: 'unstorable_payload',
          message: expect.stringMatching(/^The donation can never be stored: /),
        });
      }
      expect(await donationCount()).toBe(before);
      const logged = errors.mock.calls.map((call) => String(call[0]));
      expect(logged).toEqual([
        expect.stringContaining(`unstorable_payload: refused message_id ${String(data.message_id)}: `),
        expect.any(String),
      ]);
      expect(logged.join('\n')).not.toContain(TOKEN);
    },
  );

  it('a wrong token with a NUL is still a 401: strangers learn nothing about the rules', async () => {
    const response = await post(kofiData({ verification_token: 'wrong', message: '\u0000' }));
    expect(response.status).toBe(401);
    expect(errors).not.toHaveBeenCalled();
  });

  it('32 levels of nesting, an escaped NUL as text and a paired surrogate are recorded as usual', async () => {
    const before = await donationCount();
    const response = await post(kofiData({ extra: nested(31), message: 'a \\u0000 backslash-u, and a 🎉' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'recorded', applied: false });
    expect(await donationCount()).toBe(before + 1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a data error from the database itself is a 422 too, never a 502 (the recorder tells it apart)', async () => {
    const recordDonation = restDonationRecorder({
      supabaseUrl: 'http://db.local',
      serviceKey: { kind: 'legacy', key: SERVICE_ROLE_KEY },
      fetch: async () =>
        new Response(JSON.stringify({ code: '22P05', message: 'unsupported Unicode escape sequence' }), {
          status: 400,
        }),
    });
    const request = new Request('http://functions.local/donation-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify(kofiData()) }),
    });
    const response = await handleDonationWebhook(request, { token: TOKEN, recordDonation });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'unstorable_payload',
      message: 'The donation can never be stored: the database refused the data (22P05)',
    });
  });
});

describe('who can see and write donations', () => {
  it('only admins read donations through the API; readers and visitors see none', async () => {
    await post(kofiData({ email: uniqueEmail('visible') }));
    const admin = await signedIn(api, ADMIN);
    const asAdmin = await admin.from('donations').select('message_id');
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data?.length).toBe(await donationCount());
    const asReader = await (await signedIn(api, READER)).from('donations').select('message_id');
    expect(asReader).toMatchObject({ error: null, data: [] });
    const asVisitor = await api.client().from('donations').select('message_id');
    expect(asVisitor.error).toMatchObject({ code: '42501' });
  });

  it('nobody but the service role can call record_donation or write the table', async () => {
    const reader = await signedIn(api, READER);
    const args = {
      message_id: 'forged',
      email: READER.email,
      amount: 1,
      currency: 'USD',
      from_name: '',
      type: 'Donation',
      payload: {},
    };
    expect((await reader.rpc('record_donation', args)).error).toMatchObject({ code: '42501' });
    expect((await api.client().rpc('record_donation', args)).error).toMatchObject({ code: '42501' });
    const insert = await reader
      .from('donations')
      .insert({ message_id: 'forged', email: READER.email, amount: 1, currency: 'USD', type: 'Donation' });
    expect(insert.error).toMatchObject({ code: '42501' });
    const { count } = await service
      .from('donations')
      .select('*', { count: 'exact', head: true })
      .eq('message_id', 'forged');
    expect(count).toBe(0);
  });
});

describe('the key the function calls the database with', () => {
  /** A second API on the same database whose function is given only `keys`, as hosted Supabase would inject them. */
  async function postThrough(keys: FunctionKeys, data: Record<string, unknown>): Promise<Response> {
    const app = await createServer({
      db: api.db,
      jwtSecret: JWT_SECRET,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      publishableKey: PUBLISHABLE_KEY,
      secretKey: SECRET_KEY,
      siteUrl: SITE_URL,
      outboxDir: api.outboxDir,
      storageDir: api.storageDir,
      donationWebhookToken: TOKEN,
      functionKeys: keys,
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      const body = new URLSearchParams({ data: JSON.stringify(data) }).toString();
      return await fetch(`http://127.0.0.1:${port}${PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    } finally {
      await app.close();
    }
  }

  async function recorded(messageId: unknown): Promise<number> {
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from public.donations where message_id = $1',
      [messageId],
    );
    return rows[0].n;
  }

  it.each<[string, FunctionKeys]>([
    ['a secret key from SUPABASE_SECRET_KEYS alone', { secretKeys: JSON.stringify({ default: SECRET_KEY }) }],
    ['the legacy SUPABASE_SERVICE_ROLE_KEY alone', { serviceRoleKey: SERVICE_ROLE_KEY }],
    [
      'the secret key when both are given',
      { secretKeys: JSON.stringify({ default: SECRET_KEY }), serviceRoleKey: SERVICE_ROLE_KEY },
    ],
  ])('records a donation with %s', async (_label, keys) => {
    const data = kofiData({ email: uniqueEmail('keys') });
    const response = await postThrough(keys, data);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'recorded', applied: false });
    expect(await recorded(data.message_id)).toBe(1);
  });

  it('answers 502 and writes nothing when its secret key is one the API does not know', async () => {
    const data = kofiData();
    const response = await postThrough(
      { secretKeys: JSON.stringify({ default: 'sb_secret_revoked' }), serviceRoleKey: SERVICE_ROLE_KEY },
      data,
    );
    expect(response.status).toBe(502);
    expect(await recorded(data.message_id)).toBe(0);
  });

  it('answers 500 service_key_missing and writes nothing when it has no key at all', async () => {
    const data = kofiData();
    const response = await postThrough({}, data);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'service_key_missing',
      message: 'The function has no usable key for the database',
    });
    expect(await recorded(data.message_id)).toBe(0);
  });
});

describe('the handler on its own', () => {
  it('answers 502 without recording when the database cannot be reached, so the service retries', async () => {
    const recordDonation = restDonationRecorder({
      supabaseUrl: 'http://127.0.0.1:9',
      serviceKey: { kind: 'legacy', key: SERVICE_ROLE_KEY },
    });
    const request = new Request('http://functions.local/donation-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify(kofiData()) }),
    });
    const response = await handleDonationWebhook(request, { token: TOKEN, recordDonation });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'storage_failed' });
  });

  it('refuses every token when none is configured', async () => {
    const recordDonation = restDonationRecorder({
      supabaseUrl: api.url,
      serviceKey: { kind: 'legacy', key: SERVICE_ROLE_KEY },
    });
    for (const token of [undefined, '']) {
      const request = new Request('http://functions.local/donation-webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: JSON.stringify(kofiData({ verification_token: '' })) }),
      });
      expect((await handleDonationWebhook(request, { token, recordDonation })).status).toBe(401);
    }
  });

  it('compares secrets exactly', async () => {
    expect(await secretsMatch(TOKEN, TOKEN)).toBe(true);
    expect(await secretsMatch(`${TOKEN} `, TOKEN)).toBe(false);
    expect(await secretsMatch(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(await secretsMatch('', TOKEN)).toBe(false);
  });
});
