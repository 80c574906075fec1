/**
 * `pnpm db:reset`: drops the local database and rebuilds it from bootstrap, migrations and seed,
 * like `supabase db reset`. Uses DATABASE_URL when set, else PGlite under <repo>/.data/pglite.
 */
import { openDatabase } from './db';

async function main(): Promise<void> {
  const started = Date.now();
  const db = await openDatabase({ fresh: true });
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
