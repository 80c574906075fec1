/** @jest-environment node */
// The newsletter function end to end: the local API's /functions/v1 mount, the web-standard handler, its
// service-role RPC calls, the database and the outbox, called as the site's form, a plain HTML form and a mail
// client's one-click unsubscribe call it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { hashToken, NEWSLETTER_SLUGS, newManageToken } from '@tales/supabase-functions/_shared/newsletter-links';
import { SERVICE_ROLE_KEY, SITE_URL, startTestApi, type TestApi } from './support/api-server';

jest.setTimeout(60_000);

const BASE = '/functions/v1/newsletter';

let api: TestApi;
let service: SupabaseClient;
let sequence = 0;

beforeAll(async () => {
  api = await startTestApi();
  service = api.client(SERVICE_ROLE_KEY);
});
afterAll(async () => {
  await api?.close();
});
// Every request here comes from one client (127.0.0.1): its hourly budget starts afresh for each test.
beforeEach(async () => {
  await api.db.query('delete from public.newsletter_subscribe_attempts');
});

const address = (name = 'reader') => `${name}-${Date.now().toString(36)}-${++sequence}@mail.org`;

type Form = Record<string, string>;

function post(action: string, form: Form, init: { json?: boolean; headers?: Record<string, string> } = {}) {
  return fetch(`${api.url}${BASE}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(init.json === false ? {} : { accept: 'application/json' }),
      ...init.headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

const subscribeForm = (email: string, overrides: Form = {}): Form => ({
  email,
  language: 'es',
  hour: '07:00',
  zone: 'Europe/Madrid',
  page: 'es',
  ...overrides,
});

async function newsletterMails(email: string) {
  return (await api.outbox(email)).filter((mail) => (mail as { type: string }).type === 'newsletter_confirm');
}

async function subscriber(email: string) {
  const { rows } = await api.db.query<{ id: string; confirmed_at: Date | null; language: string }>(
    'select id, confirmed_at, language from public.newsletter_subscribers where lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/** Subscribes and follows the confirmation mail's link as the page's Confirm button does. */
async function confirmedSubscriber(email: string): Promise<string> {
  expect((await post('subscribe', subscribeForm(email))).status).toBe(202);
  const [mail] = await newsletterMails(email);
  const token = new URL(mail.link).searchParams.get('confirm')!;
  expect((await post('confirm', { token })).status).toBe(200);
  return (await subscriber(email)).id;
}

/** What the daily mail does for its links: a manage token whose hash the database keeps. */
async function manageToken(subscriberId: string): Promise<string> {
  const { token, hash } = await newManageToken();
  const { error } = await service.rpc('newsletter_manage_token', { subscriber_id: subscriberId, token_hash: hash });
  if (error) throw error;
  return token;
}

describe('subscribing', () => {
  it('answers pending and mails a confirmation in the chosen language, linking to the site page', async () => {
    const email = address();
    const response = await post('subscribe', subscribeForm(email, { language: 'ru', page: 'es' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending' });

    const mails = await newsletterMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Подтвердите подписку на Tales');
    const link = new URL(mails[0].link);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/ru/${NEWSLETTER_SLUGS.ru}`);
    expect(mails[0].html).toContain('lang="ru"');
    // Only the token's hash is stored; nothing is confirmed yet.
    const token = link.searchParams.get('confirm')!;
    const { rows } = await api.db.query<{ token_hash: string }>('select token_hash from public.newsletter_tokens');
    expect(rows.map((r) => r.token_hash)).toContain(await hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect((await subscriber(email)).confirmed_at).toBeNull();
  });

  it('gives the same answer for a new, a pending and a confirmed address, and one mail per five minutes', async () => {
    const email = address();
    const answers = [];
    answers.push(await (await post('subscribe', subscribeForm(email))).json());
    answers.push(await (await post('subscribe', subscribeForm(email))).json());
    await post('confirm', { token: new URL((await newsletterMails(email))[0].link).searchParams.get('confirm')! });
    answers.push(await (await post('subscribe', subscribeForm(email.toUpperCase()))).json());
    expect(answers).toEqual([{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }]);
    expect(await newsletterMails(email)).toHaveLength(1);

    // Five minutes later a confirmed address gets its manage link, never a second confirmation.
    await api.db.query(
      `update public.newsletter_subscribers set confirmation_sent_at = now() - interval '6 minutes' where lower(email) = lower($1)`,
      [email],
    );
    expect((await post('subscribe', subscribeForm(email))).status).toBe(202);
    const [manage] = await newsletterMails(email);
    expect(manage.subject).toBe('Tu suscripción a Tales');
    expect(new URL(manage.link).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends a plain form back to the site page with a 303', async () => {
    const response = await post('subscribe', subscribeForm(address(), { page: 'fr', language: 'de' }), { json: false });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE_URL}/fr/${NEWSLETTER_SLUGS.fr}?status=pending`);
  });

  it.each([
    ['a line break in the address', { email: 'a@mail.org\r\nBcc: victim@mail.org' }, 'invalid_characters'],
    ['a line break in the zone', { zone: 'UTC\nX-Evil: 1' }, 'invalid_characters'],
    ['a line feed in a field of no use', { other: 'x\ny' }, 'invalid_characters'],
    ['an address GoTrue refuses', { email: 'someone@site.example' }, 'invalid_email'],
    ['no address', { email: '' }, 'invalid_email'],
    ['a language the site has not', { language: 'xx' }, 'invalid_language'],
    ['an hour past 23', { hour: '24' }, 'invalid_hour'],
    ['a zone nobody knows', { zone: 'Mars/Olympus_Mons' }, 'invalid_time_zone'],
  ])('refuses %s with 400 and a code, storing nothing', async (_name, overrides, code) => {
    const email = address('hostile');
    const response = await post('subscribe', subscribeForm(email, overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code, message: expect.any(String) });
    expect(await subscriber(email)).toBeUndefined();
    expect(await newsletterMails(email)).toHaveLength(0);
  });

  it('refuses a body over the cap and a type it does not read', async () => {
    const big = await post('subscribe', subscribeForm(address(), { filler: 'x'.repeat(5000) }));
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('payload_too_large');
    const xml = await fetch(`${api.url}${BASE}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml', accept: 'application/json' },
      body: '<email/>',
    });
    expect(xml.status).toBe(415);
    expect((await xml.json()).code).toBe('unsupported_media_type');
  });

  it('limits one client, whatever x-forwarded-for it claims, and one address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}`, 'cf-connecting-ip': `198.51.100.${i}` };
      statuses.push((await post('subscribe', subscribeForm(address('flood')), { headers })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);

    await api.db.query('delete from public.newsletter_subscribe_attempts');
    const email = address('bombed');
    const forOne = [];
    for (let i = 0; i < 6; i++) forOne.push((await post('subscribe', subscribeForm(email))).status);
    expect(forOne).toEqual([202, 202, 202, 202, 202, 429]);
    // However often it is asked, the address got one mail.
    expect(await newsletterMails(email)).toHaveLength(1);
  });
});

describe('confirming', () => {
  it('confirms on a POST only, once', async () => {
    const email = address();
    await post('subscribe', subscribeForm(email));
    const token = new URL((await newsletterMails(email))[0].link).searchParams.get('confirm')!;

    // A mail scanner that prefetches the link changes nothing.
    const get = await fetch(`${api.url}${BASE}/confirm?token=${token}`);
    expect(get.status).toBe(405);
    expect((await subscriber(email)).confirmed_at).toBeNull();

    const first = await post('confirm', { token, page: 'es' }, { json: false });
    expect(first.status).toBe(303);
    // The confirmed page carries a manage token: the reader may change the hour or leave at once.
    const confirmed = new URL(first.headers.get('location')!);
    expect(`${confirmed.origin}${confirmed.pathname}`).toBe(`${SITE_URL}/es/boletin`);
    expect(confirmed.searchParams.get('status')).toBe('confirmed');
    const manage = confirmed.searchParams.get('token')!;
    expect((await subscriber(email)).confirmed_at).not.toBeNull();
    const settings = await fetch(`${api.url}${BASE}/manage?token=${manage}`);
    expect(await settings.json()).toMatchObject({ email, language: 'es' });

    const again = await post('confirm', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 'invalid_token', message: expect.any(String) });
    const againByForm = await post('confirm', { token, page: 'es' }, { json: false });
    expect(againByForm.headers.get('location')).toBe(`${SITE_URL}/es/boletin?status=error&code=invalid_token`);
  });

  it('refuses a forged token', async () => {
    const forged = (await newManageToken()).token;
    expect((await post('confirm', { token: forged })).status).toBe(400);
    expect((await post('confirm', { token: 'not a token' })).status).toBe(400);
  });
});

describe('leaving and managing', () => {
  it('removes the address on a one-click POST as a mail client sends it (RFC 8058)', async () => {
    const email = address();
    const id = await confirmedSubscriber(email);
    const token = await manageToken(id);
    const response = await fetch(`${api.url}${BASE}/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await subscriber(email)).toBeUndefined();
  });

  it('takes a multipart one-click POST too', async () => {
    const id = await confirmedSubscriber(address());
    const token = await manageToken(id);
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const response = await fetch(`${api.url}${BASE}/unsubscribe?token=${token}`, { method: 'POST', body });
    expect(response.status).toBe(200);
    const { rows } = await api.db.query('select 1 from public.newsletter_subscribers where id = $1', [id]);
    expect(rows).toHaveLength(0);
  });

  it('unsubscribes from a plain HTML form with a 303 to the page', async () => {
    const email = address();
    const token = await manageToken(await confirmedSubscriber(email));
    const response = await post('unsubscribe', { token, page: 'ru' }, { json: false });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE_URL}/ru/newsletter?status=unsubscribed`);
    expect(await subscriber(email)).toBeUndefined();
  });

  it('reads and changes language, hour and zone with the manage token', async () => {
    const email = address();
    const token = await manageToken(await confirmedSubscriber(email));
    const read = await fetch(`${api.url}${BASE}/manage?token=${token}`, { headers: { accept: 'application/json' } });
    expect(await read.json()).toEqual({ email, language: 'es', deliveryHour: 7, timeZone: 'Europe/Madrid' });

    const saved = await post(
      'manage',
      { token, language: 'pt', hour: '21', zone: 'America/Sao_Paulo', page: 'pt' },
      {
        json: false,
      },
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${SITE_URL}/pt/boletim?token=${token}&status=saved`);
    const after = await fetch(`${api.url}${BASE}/manage?token=${token}`);
    expect(await after.json()).toMatchObject({ language: 'pt', deliveryHour: 21, timeZone: 'America/Sao_Paulo' });

    const wrong = await fetch(`${api.url}${BASE}/manage?token=${(await newManageToken()).token}`);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('invalid_token');
  });

  it('lets the site’s own origin call it from the browser', async () => {
    const origin = new URL(SITE_URL).origin;
    const preflight = await fetch(`${api.url}${BASE}/subscribe`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const response = await post('subscribe', subscribeForm(address()), { headers: { origin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('answers an unknown action with a JSON 404', async () => {
    const response = await post('delete-everyone', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });
});
