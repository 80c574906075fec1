// What the newsletter bench's parent and its child share: the local API over a given PostgreSQL database,
// running newsletter-send with the outbox as the provider and a log line per accepted send.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailTransport } from '@tales/supabase-functions/_shared/mail';
import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_NEWSLETTER_CRON_SECRET,
  DEFAULT_SERVICE_ROLE_KEY,
  TEST_NOW_HEADER,
} from '../src/config';
import type { Database } from '../src/db';
import { outboxTransport } from '../src/functions/outbox-transport';
import { createServer } from '../src/server';

export const BENCH_SITE_URL = 'http://127.0.0.1:5600';

/** The outbox, plus `sends.log` beside it: one line per send the provider accepted (`key id`). */
export function loggingOutbox(outboxDir: string): MailTransport {
  const outbox = outboxTransport(outboxDir);
  const log = path.join(path.dirname(outboxDir), 'sends.log');
  return {
    async send(mail) {
      const result = await outbox.send(mail);
      await appendFile(log, `${mail.idempotencyKey} ${result.id}\n`);
      return result;
    },
  };
}

export interface BenchApi {
  url: string;
  run(at: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startBenchApi(db: Database, outboxDir: string, batchSize: number): Promise<BenchApi> {
  const app = await createServer({
    db,
    jwtSecret: DEFAULT_JWT_SECRET,
    anonKey: DEFAULT_ANON_KEY,
    serviceRoleKey: DEFAULT_SERVICE_ROLE_KEY,
    siteUrl: BENCH_SITE_URL,
    outboxDir,
    storageDir: path.join(path.dirname(outboxDir), 'storage'),
    newsletterSend: { testClock: true, transport: loggingOutbox(outboxDir), batchSize, timeBudgetMs: 30 * 60_000 },
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async run(at) {
      const response = await fetch(`${url}/functions/v1/newsletter-send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEFAULT_NEWSLETTER_CRON_SECRET}`, [TEST_NOW_HEADER]: at },
      });
      return { status: response.status, body: await response.json() };
    },
    close: () => app.close(),
  };
}
