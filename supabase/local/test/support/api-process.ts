// The test API (seeded, fresh database: see api-server.ts) in a process of its own, for tests whose own
// environment can't host it (a jsdom test realm breaks the JWT library's typed-array checks).
// Prints one JSON line `{"url": …}` when ready; SIGTERM stops it.
import { startTestApi } from './api-server';

async function main(): Promise<void> {
  const api = await startTestApi();
  process.stdout.write(`${JSON.stringify({ url: api.url })}\n`);
  const stop = async () => {
    await api.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
