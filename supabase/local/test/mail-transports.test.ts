/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MailError, resendTransport, senderAddress, type OutgoingMail } from '@tales/supabase-functions/_shared/mail';
import { listMail } from '../src/auth/outbox';
import { outboxTransport } from '../src/functions/outbox-transport';

const mail: OutgoingMail = {
  kind: 'newsletter_daily',
  to: 'Reader@Example.org',
  subject: 'El cuento de hoy',
  html: '<p>Hola</p>',
  text: 'Lee el cuento: https://tales.example/es/cuento/1\n',
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  idempotencyKey: 'subscriber-1:2026-11-26',
};

describe('the local outbox transport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps one mail per idempotency key, however often it is handed over', async () => {
    const transport = outboxTransport(dir);
    const sends = await Promise.all([transport.send(mail), transport.send(mail), transport.send(mail)]);
    expect(new Set(sends.map((s) => s.id)).size).toBe(1);
    const mails = await listMail(dir, 'reader@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      id: sends[0].id,
      type: 'newsletter_daily',
      link: 'https://tales.example/es/cuento/1',
      headers: mail.headers,
    });
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('sends another key as another mail', async () => {
    const transport = outboxTransport(dir);
    await transport.send(mail);
    await transport.send({ ...mail, idempotencyKey: 'subscriber-1:2026-11-27' });
    expect(await listMail(dir)).toHaveLength(2);
  });
});

describe("the sender's address (List-Unsubscribe's mailto by default)", () => {
  it('is read from a named sender or a bare address, and is none for anything else', () => {
    expect(senderAddress('Tales <stories@tales.example.org>')).toBe('stories@tales.example.org');
    expect(senderAddress(' stories@tales.example.org ')).toBe('stories@tales.example.org');
    expect(senderAddress('Tales')).toBeUndefined();
    expect(senderAddress('Tales <not an address>')).toBeUndefined();
    expect(senderAddress(undefined)).toBeUndefined();
  });
});

describe('the Resend transport', () => {
  function answering(status: number, body: unknown) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    return { calls, transport: resendTransport({ apiKey: 're_test', from: 'Tales <a@b.example>', fetch: fetchImpl }) };
  }

  it('posts the mail with its idempotency key and headers, and answers the provider’s id', async () => {
    const { calls, transport } = answering(200, { id: 'msg-1' });
    expect(await transport.send(mail)).toEqual({ id: 'msg-1' });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['idempotency-key']).toBe(mail.idempotencyKey);
    expect(JSON.parse(calls[0].init.body as string)).toMatchObject({ to: [mail.to], headers: mail.headers });
  });

  it.each([
    [422, 'mail_rejected', true],
    [429, 'mail_unavailable', false],
    [503, 'mail_unavailable', false],
    [401, 'mail_misconfigured', false],
  ])('turns a %i into %s (permanent: %s)', async (status, code, permanent) => {
    const { transport } = answering(status, { message: 'no' });
    const error = await transport.send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect(error).toMatchObject({ code, permanent });
  });
});
