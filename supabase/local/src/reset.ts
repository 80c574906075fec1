/**
 * `pnpm db:reset`: drops the local database and rebuilds it from bootstrap, migrations and seed,
 * like `supabase db reset`, and empties the Storage folder. Uses DATABASE_URL when set, else PGlite under <repo>/.data/pglite.
 */
import { rm } from 'node:fs/promises';
import { loadConfig } from './config';
import { openDatabase } from './db';

async function main(): Promise<void> {
  const started = Date.now();
  const db = await openDatabase({ fresh: true });
  // Storage bytes belong to storage.objects rows, which the reset dropped (supabase db reset empties buckets too).
  await rm(loadConfig().storageDir, { recursive: true, force: true });
  try {
    const { rows } = await db.query<{ migrations: number; stories: number; users: number }>(
      `select (select count(*) from supabase_migrations.schema_migrations) as migrations,
              (select count(*) from public.stories) as stories,
              (select count(*) from auth.users) as users`,
    );
    const { migrations, stories, users } = rows[0];
    console.log(
      `database reset (${db.kind}) in ${Date.now() - started} ms: ${migrations} migrations, ${users} users, ${stories} stories`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
