import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from './paths';
import type { Database } from './types';

/** The Supabase CLI only picks up files named <digits>_<name>.sql; we also refuse names needing SQL escaping. */
const MIGRATION_FILE = /^(\d+)_([A-Za-z0-9_-]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(dir: string = paths.migrations()): Promise<MigrationFile[]> {
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  return files
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`Migration file name must look like <timestamp>_<name>.sql: ${file}`);
      return { version: match[1], name: match[2], file: path.join(dir, file) };
    })
    .sort((a, b) => (BigInt(a.version) < BigInt(b.version) ? -1 : 1));
}

async function isBootstrapped(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  );
  return rows[0].ok;
}

/**
 * Drops what bootstrap, migrations and seed created in this database, and gives it back the `public` schema a new
 * PostgreSQL database has. Roles are cluster-wide and stay.
 */
async function dropEverything(db: Database): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'`,
  );
  await db.exec(`
    ${rows.map((r) => `drop schema if exists "${r.name.replaceAll('"', '""')}" cascade;`).join('\n')}
    create schema public authorization pg_database_owner;
    grant usage on schema public to public;
  `);
}

/** Role changes are global to a PostgreSQL cluster, so two databases built at once can collide; retry then. */
async function execRetrying(db: Database, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec(sql);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const retryable = code === 'XX000' || code === '23505' || code === '40001' || code === '40P01';
      if (!retryable || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** A bootstrap file names on its first line the role Supabase builds it as: `-- run as: <role>`. */
const RUN_AS = /^-- run as: ([a-z_]+)\r?\n/;

interface BootstrapFile {
  file: string;
  role: string;
  sql: string;
}

/** The bootstrap's files, in name order (Supabase's order: roles, platform, auth, storage, hosted defaults). */
async function bootstrapFiles(dir: string = paths.bootstrap()): Promise<BootstrapFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const sql = await readFile(file, 'utf8');
      const role = RUN_AS.exec(sql)?.[1];
      if (!role) throw new Error(`${file} must start with "-- run as: <role>"`);
      return { file, role, sql };
    }),
  );
}

/** Builds what a Supabase project has before its first migration, each part as the role Supabase uses for it. */
async function runBootstrap(db: Database): Promise<void> {
  for (const { file, role, sql } of await bootstrapFiles()) {
    try {
      await execRetrying(db, `set local session authorization ${role};\n${sql}`);
    } catch (error) {
      throw new Error(`Bootstrap ${path.basename(file)} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

async function appliedVersions(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`);
  return new Set(rows.map((r) => r.version));
}

/**
 * A project migration runs as `postgres`, as `supabase db push` runs it. Hosted Supabase lets `postgres` create
 * policies on Storage's tables through its supautils extension, which plain PostgreSQL lacks: the stand-in makes
 * `postgres` a member of `supabase_storage_admin` for the file's transaction only (and not when it already was).
 */
function asMigration(sql: string, version: string, name: string): string {
  return `
do $grant$ begin
  if not pg_has_role('postgres', 'supabase_storage_admin', 'member') then
    grant supabase_storage_admin to postgres;
    perform set_config('tales.storage_policy_grant', 'on', true);
  end if;
end $grant$;
set local session authorization postgres;
${sql}
;
insert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${name}');
set local session authorization supabase_admin;
do $revoke$ begin
  if current_setting('tales.storage_policy_grant', true) = 'on' then
    revoke supabase_storage_admin from postgres;
  end if;
end $revoke$;`;
}

/** The migration files the history does not record (the Supabase CLI writes the same table and column). */
export async function pendingMigrations(db: Database, dir: string = paths.migrations()): Promise<MigrationFile[]> {
  const done = await appliedVersions(db);
  return (await listMigrations(dir)).filter((m) => !done.has(m.version));
}

/** Applies every migration not yet recorded, each in its own transaction together with its history row. */
export async function applyPendingMigrations(db: Database, dir: string = paths.migrations()): Promise<MigrationFile[]> {
  const pending = await pendingMigrations(db, dir);
  for (const migration of pending) {
    const sql = await readFile(migration.file, 'utf8');
    try {
      await execRetrying(db, asMigration(sql, migration.version, migration.name));
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return pending;
}

export interface PrepareResult {
  bootstrapped: boolean;
  applied: string[];
  seeded: boolean;
}

/**
 * First start: bootstrap, all migrations, seed. Later starts: only new migrations. `migrations: false` stops after
 * the bootstrap (a database as Supabase hands it over, for `supabase db push`).
 */
export async function prepareDatabase(
  db: Database,
  opts: { fresh: boolean; seed: boolean; migrations?: boolean },
): Promise<PrepareResult> {
  if (opts.fresh && db.kind === 'postgres') await dropEverything(db);
  const firstStart = !(await isBootstrapped(db));
  if (firstStart) await runBootstrap(db);
  if (opts.migrations === false) return { bootstrapped: firstStart, applied: [], seeded: false };
  const applied = await applyPendingMigrations(db);
  const seedFile = paths.seed();
  const seeded = firstStart && opts.seed && existsSync(seedFile);
  if (seeded) {
    try {
      // `supabase db push --include-seed` runs the seed as postgres too.
      await db.exec(`set local session authorization postgres;\n${await readFile(seedFile, 'utf8')}`);
    } catch (error) {
      throw new Error(`supabase/seed.sql failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return { bootstrapped: firstStart, applied: applied.map((m) => m.version), seeded };
}
