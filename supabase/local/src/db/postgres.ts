import pg from 'pg';
import { toDatabaseError } from './database-error';
import { engineOptions, type EngineOptions } from './engine-options';
import { reportingCause, sendAhead } from './pipeline';
import { PreparedNames } from './prepared-names';
import { DatabaseUnavailableError } from './unavailable';
import type { Database, Queryable, QueryResult } from './types';

const INT8 = 20;
const DATE = 1082;

/**
 * Parse results the way PGlite does, so callers see the same JS values on both backends:
 * int8 as a number when it fits (count(*) is int8), date as a Date at UTC midnight.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (v: string) => (Number.isSafeInteger(Number(v)) ? Number(v) : v);
    if (oid === DATE) return (v: string) => new Date(v);
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

interface PgClientLike {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

function toQueryResult<T>(r: pg.QueryResult): QueryResult<T> {
  return {
    rows: r.rows as T[],
    fields: (r.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: r.command === 'SELECT' ? undefined : (r.rowCount ?? undefined),
  };
}

/** `prepared` names statements so the connection parses and plans them once; without it every statement runs unnamed. */
function asQueryable(client: PgClientLike, prepared?: PreparedNames): Queryable {
  return {
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      try {
        // Only statements with parameters are named: without, pg keeps the simple protocol (several statements in one text).
        const name = params === undefined ? undefined : prepared?.nameFor(sql);
        return toQueryResult<T>(await client.query({ text: sql, values: params, name }));
      } catch (error) {
        throw toDatabaseError(error);
      }
    },
  };
}

/** Each pooled connection's prepared statements; a connection the pool replaces starts with none, like its server session. */
const preparedByClient = new WeakMap<pg.PoolClient, PreparedNames>();

function preparedNamesOf(client: pg.PoolClient): PreparedNames {
  let names = preparedByClient.get(client);
  if (!names) {
    names = new PreparedNames();
    preparedByClient.set(client, names);
  }
  return names;
}

/**
 * Holds the connection's writes until `until` lets them go (by default when the current turn of the event loop
 * ends), so the statements a transaction sends without waiting (BEGIN, the settings, the request's statement)
 * leave in one write instead of one each. pg keeps the socket as `connection.stream` (not part of its typed API).
 */
function writeTogether(client: pg.PoolClient, until: (flush: () => void) => void = process.nextTick): void {
  const stream = (client as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } })
    .connection?.stream;
  if (!stream?.cork || !stream.uncork) return;
  stream.cork();
  until(() => stream.uncork?.());
}

/**
 * A real PostgreSQL server through a pg Pool; each transaction holds one pooled connection. Every statement has
 * a deadline (PostgreSQL cancels it with 57014); at most `queueLimit` requests wait for a connection.
 */
export function openPostgres(databaseUrl: string, engine: EngineOptions = engineOptions()): Database {
  const timeout = engine.statementTimeoutMs;
  // statement_timeout also covers statements outside transactions; transactions set their own below.
  // Pipelining: a connection writes a statement without waiting for the previous answer (see ./pipeline.ts).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: engine.poolSize,
    types,
    statement_timeout: timeout,
    pipeline: true,
  } as pg.PoolConfig);
  // An idle pooled connection can die (server restart, a database dropped WITH (FORCE)); the pool then
  // discards it and the next query opens a new one. Without a listener that error would crash the process.
  pool.on('error', () => undefined);

  // Requests using or waiting for a connection: beyond the pool size plus the queue limit, refuse at once.
  let inFlight = 0;
  const admitted = async <T>(work: () => Promise<T>): Promise<T> => {
    if (inFlight >= engine.poolSize + engine.queueLimit) {
      throw new DatabaseUnavailableError(
        'queue_full',
        `The database queue is full (${engine.queueLimit} requests waiting)`,
      );
    }
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  const base = asQueryable(pool);
  return {
    kind: 'postgres',
    query: (sql, params) => admitted(() => base.query(sql, params)),
    transaction: (fn, options) =>
      admitted(async () => {
        const client = await pool.connect();
        try {
          // The simple protocol takes both statements in one message; the pooled connection pipelines, so the
          // transaction's first statements go out right behind it.
          const tx = reportingCause(asQueryable(client, preparedNamesOf(client)));
          writeTogether(client);
          const begun = sendAhead(tx.query(`begin; set local statement_timeout = ${timeout}`));
          const result = await fn(tx);
          await begun;
          // Statements on one connection run in order, so the next transaction can only start after this COMMIT.
          // A read-only COMMIT has nothing to wait for: it waits in the connection's buffer until the loop's I/O is
          // done, so under load it leaves in one write with the next transaction on that connection, not alone.
          if (options?.readOnly) {
            writeTogether(client, setImmediate);
            void client.query('commit').catch(() => undefined);
          } else await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    // Atomic: a failing script leaves nothing behind. Without parameters pg uses the simple
    // protocol, which accepts several statements in one call. Scripts are migrations and seeds: no deadline.
    exec: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query('begin; set local statement_timeout = 0');
        await client.query(sql);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw toDatabaseError(error);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
