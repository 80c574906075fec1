import { randomBytes } from 'node:crypto';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../../src/db';
import { openPostgres } from '../../src/db/postgres';

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/**
 * The database a test file copies instead of building its own, when the Supabase CLI built it
 * (shared/tools/test-runner/cli-push-stage.ts): TEST_DATABASE_TEMPLATE holds the migrations,
 * TEST_DATABASE_SEEDED_TEMPLATE the migrations and the seed. Undefined when the file builds its own.
 */
export function templateFor(seed: boolean, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!env.TEST_DATABASE_TEMPLATE) return undefined;
  const variable = seed ? 'TEST_DATABASE_SEEDED_TEMPLATE' : 'TEST_DATABASE_TEMPLATE';
  const name = env[variable];
  if (!name) throw new Error(`${variable} is not set: a test file asks for a ${seed ? 'seeded' : 'seedless'} database and TEST_DATABASE_TEMPLATE is set`);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${variable} is not a plain database name: ${name}`);
  return name;
}

/**
 * One database per test file: PostgreSQL when TEST_DATABASE_URL is set (a throw-away database created
 * next to it, so parallel test files never share state), else in-memory PGlite. With a template (see
 * templateFor) the database is a copy of it, opened as it is: no bootstrap, migration or seed runs.
 */
export async function openTestDatabase(
  opts: { seed?: boolean } & Pick<OpenDatabaseOptions, 'statementTimeoutMs' | 'queueLimit' | 'poolSize'> = {},
): Promise<TestDatabase> {
  const seed = opts.seed ?? false;
  const engine = { statementTimeoutMs: opts.statementTimeoutMs, queueLimit: opts.queueLimit, poolSize: opts.poolSize };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: 'memory://', fresh: true, seed, ...engine });
    return { db, close: () => db.close() };
  }
  const name = `tales_t_${randomBytes(6).toString('hex')}`;
  const template = templateFor(seed);
  const admin = openPostgres(serverUrl);
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const build = template ? { fresh: false, seed: false, migrations: false } : { fresh: true, seed };
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
