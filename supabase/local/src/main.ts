import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config';
import { ConfigError, openDatabase } from './db';
import { LISTEN_BACKLOG } from './http/connection-limit';
import { repoRoot } from './db/paths';
import { createServer } from './server';

/** `pnpm start:api`: the local Supabase API on 127.0.0.1:54321 (PGlite under .data/, or DATABASE_URL). */
async function main(): Promise<void> {
  const config = loadConfig();
  // TALES_DATA_DIR keeps a separate PGlite (the e2e and bench stacks); TALES_FRESH_DB=1 starts it from scratch.
  const dataDir = process.env.TALES_DATA_DIR
    ? path.resolve(repoRoot(), process.env.TALES_DATA_DIR, 'pglite')
    : undefined;
  const storageDir = process.env.TALES_DATA_DIR
    ? path.resolve(repoRoot(), process.env.TALES_DATA_DIR, 'storage')
    : config.storageDir;
  const fresh = process.env.TALES_FRESH_DB === '1';
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, fresh, ...config.engine });
  // A fresh database has no storage.objects rows, so the bytes of the previous run go too.
  if (fresh && process.env.TALES_DATA_DIR) await rm(storageDir, { recursive: true, force: true });
  const app = await createServer({
    db,
    jwtSecret: config.jwtSecret,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    publishableKey: config.publishableKey,
    secretKey: config.secretKey,
    siteUrl: config.siteUrl,
    apiExternalUrl: config.apiExternalUrl,
    outboxDir: config.outboxDir,
    storageDir,
    corsOrigins: config.corsOrigins,
    authRateLimits: config.authRateLimits,
    loginBackoff: config.loginBackoff,
    donationWebhookToken: config.donationWebhookToken,
    newsletterSend: {
      cronSecret: config.newsletterCronSecret,
      webhookSecret: config.newsletterWebhookSecret,
      intervalMs: config.newsletterSendIntervalMs,
      testClock: config.newsletterTestClock,
    },
    logger: { level: 'warn' },
  });
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  console.log(
    `Local Supabase API listening on http://${config.host}:${config.port} (${db.kind}; mail outbox: ${config.outboxDir})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Together: closing the database cuts off a slow statement, so the requests fastify waits for end too.
    await Promise.all([app.close(), db.close()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A setting the API cannot start with is the operator's to fix: one line naming it, no stack trace.
  if (error instanceof ConfigError) console.error(`Local Supabase API not started: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
