import { mkdir, rm } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite as PGliteInstance, PGliteOptions } from '@electric-sql/pglite';
import type { pgcrypto as PgcryptoExtension } from '@electric-sql/pglite/contrib/pgcrypto';
import { toDatabaseError } from './database-error';
import { repoRoot } from './paths';
import type { Database, Queryable, QueryResult } from './types';

interface PgliteModules {
  PGlite: typeof PGliteInstance;
  pgcrypto: typeof PgcryptoExtension;
}

/** Node's CommonJS loader. `_load` is internal but long-stable; jest's sandboxed `module` keeps the real one. */
const nodeModule = Module as unknown as { _load(request: string, parent: null, isMain: boolean): unknown };

/**
 * PGlite fetches its WASM and extension bundles with dynamic import(), which jest's module sandbox only
 * allows under --experimental-vm-modules. Loading it with Node's own loader keeps it out of any sandbox;
 * the parsers and serializers below then give its values the caller's Date and JSON objects.
 */
function loadPglite(): PgliteModules {
  const resolve = createRequire(path.join(repoRoot(), 'supabase', 'local', 'package.json')).resolve;
  const load = (id: string): unknown => nodeModule._load(resolve(id), null, false);
  const { PGlite } = load('@electric-sql/pglite') as { PGlite: typeof PGliteInstance };
  const { pgcrypto } = load('@electric-sql/pglite/contrib/pgcrypto') as { pgcrypto: typeof PgcryptoExtension };
  return { PGlite, pgcrypto };
}

const JSON_TYPES = [114, 3802];
const DATE_TYPES = [1082, 1114, 1184];

function parseDate(value: string): Date | number {
  if (value === 'infinity') return Infinity;
  if (value === '-infinity') return -Infinity;
  return new Date(value);
}

function serializeDate(value: unknown): string {
  if (Object.prototype.toString.call(value) === '[object Date]') return (value as Date).toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  return String(value);
}

const parsers = Object.fromEntries([
  ...JSON_TYPES.map((oid) => [oid, (value: string) => JSON.parse(value) as unknown]),
  ...DATE_TYPES.map((oid) => [oid, parseDate]),
]) as PGliteOptions['parsers'];

const serializers = Object.fromEntries(DATE_TYPES.map((oid) => [oid, serializeDate])) as PGliteOptions['serializers'];

interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }>;
}

function asQueryable(target: PgliteQueryable): Queryable {
  return {
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      try {
        const r = await target.query<T>(sql, params ?? []);
        return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
      } catch (error) {
        throw toDatabaseError(error);
      }
    },
  };
}

/** Embedded PostgreSQL (WASM). Single connection: PGlite itself queues queries and transactions behind one mutex. */
export async function openPglite(dataDir: string, fresh: boolean): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (fresh && !inMemory) await rm(dataDir, { recursive: true, force: true });
  // PGlite creates only the last path segment.
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const { PGlite, pgcrypto } = loadPglite();
  const pg = await PGlite.create({ dataDir, extensions: { pgcrypto }, parsers, serializers });
  const base = asQueryable(pg);
  return {
    kind: 'pglite',
    query: base.query,
    async transaction(fn) {
      try {
        return await pg.transaction((tx) => fn(asQueryable(tx)));
      } catch (error) {
        throw toDatabaseError(error);
      }
    },
    // Atomic: a failing script leaves nothing behind.
    async exec(sql) {
      try {
        await pg.transaction((tx) => tx.exec(sql));
      } catch (error) {
        throw toDatabaseError(error);
      }
    },
    close: () => pg.close(),
  };
}
