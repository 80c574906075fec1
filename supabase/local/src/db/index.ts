import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { engineOptions } from './engine-options';
import { paths } from './paths';
import { prepareDatabase } from './migrate';
import type { Database, OpenDatabaseOptions } from './types';

export type {
  ApiRole,
  LoginRole,
  Database,
  OpenDatabaseOptions,
  Queryable,
  QueryResult,
  ResultField,
  TransactionOptions,
} from './types';
export type { RequestIdentity, RoleOptions } from './with-role';
export { asLogin, withRole } from './with-role';
export { DatabaseError } from './database-error';
export { DatabaseUnavailableError, STATEMENT_TIMEOUT } from './unavailable';
export { ConfigError, engineOptions, MIN_STATEMENT_TIMEOUT_MS, type EngineOptions } from './engine-options';
export { listMigrations, applyPendingMigrations, pendingMigrations } from './migrate';
export { repoRoot, paths } from './paths';

/**
 * Opens the Tales database, ready to use: a real PostgreSQL server when a URL is given (or DATABASE_URL is set),
 * else embedded PGlite. Bootstraps, migrates and seeds on first start; later starts apply only new migrations.
 * PGlite's statistics are gathered anew at each start.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const fresh = opts.fresh ?? false;
  const engine = engineOptions(opts);
  const db = databaseUrl
    ? openPostgres(databaseUrl, engine)
    : await openPglite(opts.dataDir ?? paths.defaultPgliteDir(), fresh, engine);
  try {
    await prepareDatabase(db, { fresh, seed: opts.seed ?? true, migrations: opts.migrations ?? true });
    // PGlite has no autovacuum, so nothing else ever gathers the planner's statistics: without them every table
    // is of unknown size and a range over an index is planned as a scan of the whole table.
    if (db.kind === 'pglite') await db.exec('analyze');
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
