/** @jest-environment node */
// The newsletter's sending function end to end: the local API's /functions/v1 mount, the web-standard handler,
// its service-role RPC calls, the database's claim and the outbox.
import { MailError, type MailTransport, type OutgoingMail } from '@tales/supabase-functions/_shared/mail';
import { svixSignature } from '@tales/supabase-functions/newsletter-send/events';
import { listMail, type NewsletterMail } from '../src/auth/outbox';
import { DEFAULT_NEWSLETTER_CRON_SECRET, DEFAULT_NEWSLETTER_WEBHOOK_SECRET, TEST_NOW_HEADER } from '../src/config';
import { outboxTransport } from '../src/functions/outbox-transport';
import { SITE_URL, startTestApi, type TestApi } from './support/api-server';

jest.setTimeout(120_000);

const PATH = '/functions/v1/newsletter-send';
const AUTH = { authorization: `Bearer ${DEFAULT_NEWSLETTER_CRON_SECRET}` };
const JSON_ACCEPT = { headers: { accept: 'application/json' } };

let sequence = 0;

/** A confirmed subscriber due at `due`, in UTC at 07:00. */
async function subscribe(api: TestApi, language: string, due: string): Promise<{ id: string; email: string }> {
  sequence += 1;
  const email = `daily-${sequence}-${Date.now().toString(36)}@example.org`;
  const { rows } = await api.db.query<{ id: string }>(
    `insert into public.newsletter_subscribers (email, language, delivery_hour, time_zone, confirmed_at, next_delivery_at)
     values ($1, $2, 7, 'UTC', now(), $3) returning id`,
    [email, language, due],
  );
  return { id: rows[0].id, email };
}

/** A story published at `at` with Spanish and the given other languages. */
async function story(api: TestApi, at: string, title: string, languages: string[]): Promise<string> {
  const translations = Object.fromEntries(
    ['es', ...languages].map((lang) => [
      lang,
      { title: `${title} ${lang}`, content: `Primera línea ${lang}.\nSegunda línea ${lang}.`, summary: '' },
    ]),
  );
  const { rows } = await api.db.query<{ id: string }>(
    `insert into public.stories (translations, publish_date, author, read_time, image_url)
     values ($1::jsonb, $2, 'Lucía Pérez', 6, 'https://images.example.org/cover.jpg') returning id`,
    [JSON.stringify(translations), at],
  );
  return rows[0].id;
}

function run(api: TestApi, at: string, headers: Record<string, string> = AUTH): Promise<Response> {
  return fetch(api.url + PATH, { method: 'POST', headers: { ...headers, [TEST_NOW_HEADER]: at } });
}

async function daily(api: TestApi, email: string): Promise<NewsletterMail[]> {
  const mails = await listMail(api.outboxDir, email);
  return mails.filter((mail): mail is NewsletterMail => mail.type === 'newsletter_daily');
}

describe('newsletter-send on the local API', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ newsletterSend: { testClock: true } });
  });
  afterAll(() => api?.close());

  it('refuses a run without the secret, with a wrong one, and anything but POST', async () => {
    const { email } = await subscribe(api, 'es', '2050-01-01T07:00:00Z');
    expect((await run(api, '2050-01-01T07:00:00Z', {})).status).toBe(401);
    expect((await run(api, '2050-01-01T07:00:00Z', { authorization: 'Bearer not-the-secret' })).status).toBe(401);
    const get = await fetch(api.url + PATH, { headers: AUTH });
    expect(get.status).toBe(405);
    expect(await daily(api, email)).toEqual([]);
    const { rows } = await api.db.query<{ n: number }>(`select count(*)::int as n from public.newsletter_deliveries`);
    expect(rows[0].n).toBe(0);
  });

  it("mails each due reader the day's story in their language, or the Spanish original, with one-click unsubscribe", async () => {
    const day = '2040-02-03';
    const storyId = await story(api, `${day}T00:30:00Z`, 'El faro', ['en']);
    const spanish = await subscribe(api, 'es', `${day}T07:00:00Z`);
    const german = await subscribe(api, 'de', `${day}T07:00:00Z`);
    const response = await run(api, `${day}T07:02:00Z`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ claimed: 2, sent: 2, failed: 0 });

    const [es] = await daily(api, spanish.email);
    expect(es.subject).toBe('El cuento de hoy: El faro es');
    expect(es.link).toBe(`${SITE_URL}/es/cuento/${storyId}`);
    expect(es.text).toContain('Primera línea es.');
    expect(es.text).toContain(`${SITE_URL}/es/calendario`);
    expect(es.html).toContain('lang="es"');
    expect(es.html).toContain('https://images.example.org/cover.jpg');
    expect(es.html).toContain('Lucía Pérez');
    expect(es.html).toContain('6 min de lectura');
    expect(es.headers['List-Unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/functions\/v1\/newsletter\/unsubscribe\?token=[\w-]{43}>/,
    );
    expect(es.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(es.idempotency_key).toBe(`${spanish.id}:${day}`);

    const [de] = await daily(api, german.email);
    expect(de.subject).toBe('Die Geschichte des Tages: El faro es');
    expect(de.link).toBe(`${SITE_URL}/de/geschichte/${storyId}`);
    expect(de.text).toContain('Hier ist das spanische Original');
    expect(de.text).toContain('Primera línea es.');
    expect(de.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The same instant again: nothing more is due.
    expect(await (await run(api, `${day}T07:03:00Z`)).json()).toMatchObject({ claimed: 0, sent: 0 });
    expect(await daily(api, spanish.email)).toHaveLength(1);
  });

  it("removes the reader with one click on the daily mail's List-Unsubscribe, as a mail client posts it", async () => {
    const day = '2040-02-10';
    await story(api, `${day}T00:30:00Z`, 'La salida', []);
    const reader = await subscribe(api, 'es', `${day}T07:00:00Z`);
    await run(api, `${day}T07:01:00Z`);
    const [mail] = await daily(api, reader.email);
    const https = /<(https?:\/\/[^>]+)>/.exec(mail.headers['List-Unsubscribe'])?.[1];
    expect(mail.headers['List-Unsubscribe']).toMatch(/<mailto:[^>]+>/);
    // The mail's settings link carries the same subscription.
    const token = /\/es\/boletin\?token=([\w-]{43})/.exec(mail.text)?.[1];
    const settings = () => fetch(`${api.url}/functions/v1/newsletter/manage?token=${token}`, JSON_ACCEPT);
    expect((await settings()).status).toBe(200);

    const oneClick = await fetch(https!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ status: 'unsubscribed', removed: true });
    const { rows } = await api.db.query(`select 1 from public.newsletter_subscribers where id = $1`, [reader.id]);
    expect(rows).toEqual([]);
    expect((await settings()).status).toBe(400);
  });

  it('stops mail to an address after a signed bounce event, and refuses an unsigned one', async () => {
    const day = '2040-03-04';
    await story(api, `${day}T00:30:00Z`, 'Rebote', []);
    const reader = await subscribe(api, 'es', `${day}T07:00:00Z`);
    await run(api, `${day}T07:01:00Z`);
    const [mail] = await daily(api, reader.email);
    const { rows } = await api.db.query<{ provider_message_id: string }>(
      `select provider_message_id from public.newsletter_deliveries where subscriber_id = $1`,
      [reader.id],
    );
    expect(rows[0].provider_message_id).toBe(mail.id);
    const body = JSON.stringify({ type: 'email.bounced', data: { email_id: mail.id } });
    const events = `${PATH}/events`;
    const forged = await fetch(api.url + events, {
      method: 'POST',
      headers: {
        'svix-id': 'msg_1',
        'svix-timestamp': '2208000000',
        'svix-signature': 'v1,AAAA',
        [TEST_NOW_HEADER]: '2040-01-01T00:00:00Z',
      },
      body,
    });
    expect(forged.status).toBe(401);
    const timestamp = String(Math.floor(Date.parse(`${day}T08:00:00Z`) / 1000));
    const signature = await svixSignature(DEFAULT_NEWSLETTER_WEBHOOK_SECRET, 'msg_2', timestamp, body);
    const signed = await fetch(api.url + events, {
      method: 'POST',
      headers: {
        'svix-id': 'msg_2',
        'svix-timestamp': timestamp,
        'svix-signature': `v1,${signature}`,
        [TEST_NOW_HEADER]: `${day}T08:00:00Z`,
      },
      body,
    });
    expect(await signed.json()).toEqual({ status: 'stopped' });
    const next = await api.db.query<{ stopped_reason: string; next_delivery_at: Date | null }>(
      `select stopped_reason, next_delivery_at from public.newsletter_subscribers where id = $1`,
      [reader.id],
    );
    expect(next.rows[0]).toEqual({ stopped_reason: 'bounce', next_delivery_at: null });
    await run(api, '2040-03-05T07:01:00Z');
    expect(await daily(api, reader.email)).toHaveLength(1);
  });
});

describe('newsletter-send when the provider fails', () => {
  let api: TestApi;
  const failures = new Map<string, number>();

  beforeAll(async () => {
    const database = { outbox: '' };
    // The provider refuses each mail's first send (a 5xx), then takes it.
    const flaky: MailTransport = {
      async send(mail: OutgoingMail) {
        const seen = failures.get(mail.idempotencyKey) ?? 0;
        failures.set(mail.idempotencyKey, seen + 1);
        if (seen === 0) throw new MailError('mail_unavailable', 'Resend answered 503');
        return outboxTransport(database.outbox).send(mail);
      },
    };
    api = await startTestApi({ newsletterSend: { testClock: true, transport: flaky } });
    database.outbox = api.outboxDir;
  });
  afterAll(() => api?.close());

  it('retries after the backoff and sends the mail once', async () => {
    const day = '2040-04-05';
    await story(api, `${day}T00:30:00Z`, 'Reintento', []);
    const reader = await subscribe(api, 'es', `${day}T07:00:00Z`);
    expect(await (await run(api, `${day}T07:00:30Z`)).json()).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    expect(await daily(api, reader.email)).toEqual([]);
    // Within the backoff nothing is tried; after it, the mail goes, once.
    expect(await (await run(api, `${day}T07:04:00Z`)).json()).toMatchObject({ claimed: 0 });
    expect(await (await run(api, `${day}T07:06:00Z`)).json()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await (await run(api, `${day}T08:00:00Z`)).json()).toMatchObject({ claimed: 0 });
    expect(await daily(api, reader.email)).toHaveLength(1);
    expect(failures.get(`${reader.id}:${day}`)).toBe(2);
  });
});

describe('newsletter-send without the test clock', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('ignores a caller’s instant: a mail due in the future is not sent now', async () => {
    const reader = await subscribe(api, 'es', '2045-06-07T07:00:00Z');
    const response = await run(api, '2045-06-07T07:30:00Z');
    expect(await response.json()).toMatchObject({ claimed: 0 });
    expect(await daily(api, reader.email)).toEqual([]);
  });
});

describe('newsletter-send on the local schedule', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ newsletterSend: { intervalMs: 100 } });
  });
  afterAll(() => api?.close());

  it('runs by itself and mails a reader who is due now', async () => {
    const { rows } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from public.stories where publish_date <= now()`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    const reader = await subscribe(api, 'en', new Date(Date.now() - 60_000).toISOString());
    let mails: NewsletterMail[] = [];
    for (let tries = 0; tries < 300 && mails.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await daily(api, reader.email);
    }
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Today's story: /)]);
  });
});
