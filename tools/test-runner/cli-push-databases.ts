// The databases the CLI stage pushes to: each starts as what Supabase builds before any project migration
// (the local bootstrap, `migrations: false`), then `supabase db push` applies the project's migrations, and
// the seed to the second. Test files copy them (supabase/local/test/support/test-database.ts).
import { randomBytes } from 'node:crypto';
import { openDatabase, pendingMigrations, type Database } from '@tales/supabase-local/db';
import { openPostgres } from '@tales/supabase-local/db/postgres';
import { pushArgs, pushFailure, pushUrl, PUSH_ROLE, type PushRole } from './cli-push';
import { runProcess } from './process';

export interface PushedDatabases {
  /** The migrations only: for suites that bring their own rows. */
  plain: string;
  /** The migrations and supabase/seed.sql: for suites that sign in as the seeded accounts. */
  seeded: string;
  /** The CLI's output of both pushes. */
  output: string;
}

export interface PushOptions {
  /** A superuser URL of the server (TEST_DATABASE_URL). */
  serverUrl: string;
  /** The repository: the CLI's --workdir, holding supabase/. */
  repo: string;
  timeoutMs: number;
  role?: PushRole;
  log?: (line: string) => void;
}

const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Lends the role a password for the run, and the one right hosted Supabase gives `postgres` through its
 * supautils extension (creating policies on Storage's tables, which plain PostgreSQL allows only their owner):
 * membership in supabase_storage_admin, as the local runner lends it for each migration. The function it returns
 * puts the password, the login right and the membership back as they were.
 */
async function lendPushRights(admin: Database, role: PushRole): Promise<() => Promise<void>> {
  const { rows } = await admin.query<{ password: string | null; login: boolean; storageAdmin: boolean }>(
    `select rolpassword as password, rolcanlogin as login, pg_has_role(rolname, 'supabase_storage_admin', 'member') as "storageAdmin"
     from pg_authid where rolname = $1`,
    [role.name],
  );
  if (rows.length === 0) throw new Error(`role ${role.name} does not exist on this server: the CLI logs in as it`);
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const before = rows[0];
  await admin.exec(
    `alter role ${role.name} login password ${quoted(role.password)}${before.storageAdmin ? '' : `; grant supabase_storage_admin to ${role.name}`}`,
  );
  return () =>
    admin.exec(
      `alter role ${role.name} ${before.login ? 'login' : 'nologin'} password ${before.password === null ? 'null' : quoted(before.password)}` +
        (before.storageAdmin ? '' : `; revoke supabase_storage_admin from ${role.name}`),
    );
}

/** Fails unless the CLI's history records every migration file, read as the local runner reads it. */
async function expectFullHistory(serverUrl: string, name: string): Promise<void> {
  const db = openPostgres(databaseUrl(serverUrl, name));
  try {
    const missing = await pendingMigrations(db);
    if (missing.length)
      throw new Error(`after the push, ${name}'s migration history lacks ${missing.map((m) => m.version).join(', ')}`);
  } finally {
    await db.close();
  }
}

/**
 * Builds both databases and pushes to them; `drop` removes them and gives the role back its login. A failed
 * push throws with the CLI's output, after dropping what it built.
 */
export async function pushDatabases(options: PushOptions): Promise<PushedDatabases & { drop(): Promise<void> }> {
  const role = options.role ?? PUSH_ROLE;
  const log = options.log ?? console.log;
  const plain = `tales_cli_${randomBytes(6).toString('hex')}`;
  const seeded = `${plain}_seeded`;
  const admin = openPostgres(options.serverUrl);
  let giveBack: (() => Promise<void>) | undefined;
  const drop = async () => {
    await giveBack?.().catch((error: Error) => log(`could not give ${role.name} its rights back: ${error.message}`));
    for (const name of [plain, seeded]) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  };
  try {
    await admin.query(`create database ${plain}`);
    const bootstrap = await openDatabase({
      databaseUrl: databaseUrl(options.serverUrl, plain),
      fresh: true,
      seed: false,
      migrations: false,
    });
    await bootstrap.close();
    // A copy belongs to whoever makes it; Supabase's database belongs to postgres (schema public's owner through pg_database_owner).
    await admin.query(`create database ${seeded} template ${plain} owner postgres`);
    giveBack = await lendPushRights(admin, role);
    let output = '';
    for (const [name, seed] of [
      [plain, false],
      [seeded, true],
    ] as const) {
      const outcome = await runProcess('pnpm', pushArgs(pushUrl(options.serverUrl, name, role), options.repo, seed), {
        cwd: options.repo,
        timeoutMs: options.timeoutMs,
        stdio: 'pipe',
      });
      const failure = pushFailure(outcome, options.timeoutMs, seed);
      if (failure) throw new Error(failure);
      output += `${outcome.stdout}${outcome.stderr}`;
      log(`pushed to ${name} in ${outcome.seconds.toFixed(1)} s${seed ? ' (with the seed)' : ''}`);
      await expectFullHistory(options.serverUrl, name);
    }
    return { plain, seeded, output, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
