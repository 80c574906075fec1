// The newsletter bench's child: one run against the bench database, killed with SIGKILL by its parent half-way.
// argv: <database url> <outbox dir> <run instant> <batch size>
import { openDatabase } from '../src/db';
import { startBenchApi } from './newsletter-api';

async function main(): Promise<void> {
  const [databaseUrl, outboxDir, at, batch] = process.argv.slice(2);
  const db = await openDatabase({ databaseUrl, fresh: false, seed: false });
  const api = await startBenchApi(db, outboxDir, Number(batch));
  process.stdout.write('ready\n');
  const result = await api.run(at);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  await api.close();
  await db.close();
}

void main();
