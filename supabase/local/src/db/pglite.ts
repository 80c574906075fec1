import { mkdir, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, Queryable, QueryResult } from './types';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }>;
}

function asQueryable(target: PgliteLike): Queryable {
  return {
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = await target.query<T>(sql, params ?? []);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    },
  };
}

/** Embedded PostgreSQL (WASM). Single connection: PGlite itself queues queries and transactions behind one mutex. */
export async function openPglite(dataDir: string, fresh: boolean): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (fresh && !inMemory) await rm(dataDir, { recursive: true, force: true });
  // PGlite creates only the last path segment.
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  const base = asQueryable(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    // Atomic: a failing script leaves nothing behind.
    exec: async (sql) => {
      await pg.transaction((tx) => tx.exec(sql));
    },
    close: () => pg.close(),
  };
}
