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

/** A database bootstrapped before bootstrap.sql gained the storage schema gets it (the script is idempotent). */
async function lacksStorageSchema(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>(`select to_regclass('storage.objects') is null as missing`);
  return rows[0].missing;
}

/** Drops what bootstrap, migrations and seed created in this database. Roles are cluster-wide and stay. */
async function dropEverything(db: Database): Promise<void> {
  await db.exec(`
    drop schema if exists supabase_migrations cascade;
    drop schema if exists storage cascade;
    drop schema if exists auth cascade;
    drop schema if exists extensions cascade;
    drop schema if exists public cascade;
    create schema public;
  `);
}

/** Roles are global to a PostgreSQL cluster, so two databases bootstrapping at once can collide; retry then. */
async function runBootstrap(db: Database): Promise<void> {
  const sql = await readFile(paths.bootstrap(), 'utf8');
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

async function appliedVersions(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`);
  return new Set(rows.map((r) => r.version));
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
      await db.exec(
        `${sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values ('${migration.version}', '${migration.name}');`,
      );
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, { cause: error });
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
 * First start: bootstrap, all migrations, seed. Later starts: only new migrations. Without `migrations`, only
 * the bootstrap: the migrations and the seed are left to another tool (the Supabase CLI).
 */
export async function prepareDatabase(db: Database, opts: { fresh: boolean; seed: boolean; migrations?: boolean }): Promise<PrepareResult> {
  if (opts.fresh && db.kind === 'postgres') await dropEverything(db);
  const firstStart = !(await isBootstrapped(db));
  if (firstStart || (await lacksStorageSchema(db))) await runBootstrap(db);
  if (opts.migrations === false) return { bootstrapped: firstStart, applied: [], seeded: false };
  const applied = await applyPendingMigrations(db);
  const seedFile = paths.seed();
  const seeded = firstStart && opts.seed && existsSync(seedFile);
  if (seeded) {
    try {
      await db.exec(await readFile(seedFile, 'utf8'));
    } catch (error) {
      throw new Error(`supabase/seed.sql failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return { bootstrapped: firstStart, applied: applied.map((m) => m.version), seeded };
}
