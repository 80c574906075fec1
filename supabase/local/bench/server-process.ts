import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, DEFAULT_SERVICE_ROLE_KEY } from '../src/config';
import { openDatabase } from '../src/db';
import { LISTEN_BACKLOG } from '../src/http/connection-limit';
import { createServer } from '../src/server';
import { seedBenchStories } from './bench-data';

/** How often the process reports its memory. */
const MEMORY_SAMPLE_MS = 1000;

/**
 * The API under test, in its own process so the load generator doesn't share its event loop. Uses in-memory
 * PGlite, or the database at BENCH_TARGET_DATABASE_URL; listens on BENCH_API_PORT (default: a free port).
 * Prints one JSON line `{"url": …}` when ready, then `{"memory": {at, rss, heapUsed}}` every second.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_TARGET_DATABASE_URL;
  const db = await openDatabase(databaseUrl ? { databaseUrl, fresh: true } : { dataDir: 'memory://', fresh: true });
  await seedBenchStories(db);
  const app = await createServer({
    db,
    jwtSecret: DEFAULT_JWT_SECRET,
    anonKey: DEFAULT_ANON_KEY,
    serviceRoleKey: DEFAULT_SERVICE_ROLE_KEY,
    siteUrl: 'http://127.0.0.1:3000',
    outboxDir: await mkdtemp(path.join(os.tmpdir(), 'tales-bench-outbox-')),
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_API_PORT ?? 0), backlog: LISTEN_BACKLOG });
  const { port } = app.server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, kind: db.kind })}\n`);
  setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    process.stdout.write(`${JSON.stringify({ memory: { at: Date.now(), rss, heapUsed } })}\n`);
  }, MEMORY_SAMPLE_MS).unref();
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
