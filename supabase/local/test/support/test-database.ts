import { randomBytes } from 'node:crypto';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../src/db';
import { openPostgres } from '../../src/db/postgres';
import { templateFor } from './template';

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/**
 * One database per test file: PostgreSQL when TEST_DATABASE_URL is set (a throw-away database created
 * next to it, so parallel test files never share state), else in-memory PGlite. With a template (see
 * templateFor) the database is a copy of it, opened as it is: no bootstrap, migration or seed runs.
 */
export async function openTestDatabase(
  opts: Pick<OpenDatabaseOptions, 'seed' | 'migrations' | 'statementTimeoutMs' | 'queueLimit' | 'poolSize'> = {},
): Promise<TestDatabase> {
  const seed = opts.seed ?? false;
  const engine = { statementTimeoutMs: opts.statementTimeoutMs, queueLimit: opts.queueLimit, poolSize: opts.poolSize };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: 'memory://', fresh: true, seed, migrations: opts.migrations, ...engine });
    return { db, close: () => db.close() };
  }
  const name = `tales_t_${randomBytes(6).toString('hex')}`;
  const template = templateFor(seed);
  const admin = openPostgres(serverUrl);
  // A copy belongs to whoever makes it; Supabase's database belongs to postgres, as the bootstrap makes it.
  await admin.query(
    template ? `create database ${name} template ${template} owner postgres` : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const build = template
    ? { fresh: false, seed: false, migrations: false }
    : { fresh: true, seed, migrations: opts.migrations };
  const db = await openDatabase({ databaseUrl: url.toString(), ...build, ...engine }).catch(async (error: unknown) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
    throw error;
  });
  return {
    db,
    async close() {
      await db.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** Backend label for test titles, so a failure says which database it happened on. */
export const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
