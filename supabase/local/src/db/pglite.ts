import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toDatabaseError } from './database-error';
import type { EngineOptions } from './engine-options';
import { PgliteThread } from './pglite-thread';
import { reportingCause, sendAhead } from './pipeline';
import { SerialQueue } from './serial-queue';
import { DatabaseUnavailableError } from './unavailable';
import type { Database, Queryable, QueryResult, ResultField } from './types';

/** How long closing waits for a running statement before ending the thread. */
const CLOSE_GRACE_MS = 2000;
const JSON_TYPES = new Set([114, 3802]);
const DATE_TYPES = new Set([1082, 1114, 1184]);

function parseDate(value: string): Date | number {
  if (value === 'infinity') return Infinity;
  if (value === '-infinity') return -Infinity;
  return new Date(value);
}

/**
 * The thread sends json and date values as text; parsing them here gives the caller's own Date and JSON
 * objects (under jest, objects made in another realm fail `instanceof` and equality checks).
 */
function parseRows<T>(rows: Record<string, unknown>[], fields: ResultField[]): T[] {
  const parsed = fields.filter((f) => JSON_TYPES.has(f.dataTypeID) || DATE_TYPES.has(f.dataTypeID));
  if (parsed.length === 0) return rows as T[];
  for (const row of rows) {
    for (const { name, dataTypeID } of parsed) {
      const value = row[name];
      if (typeof value !== 'string') continue;
      row[name] = JSON_TYPES.has(dataTypeID) ? (JSON.parse(value) as unknown) : parseDate(value);
    }
  }
  return rows as T[];
}

interface ThreadResult {
  rows: Record<string, unknown>[];
  fields: ResultField[];
  affectedRows?: number;
}

/** A database folder takes 40–90 MB; containers often give /dev/shm only 64 MB. */
const SHM_MIN_FREE_BYTES = 1024 ** 3;

async function hasRoomInShm(): Promise<boolean> {
  if (!existsSync('/dev/shm')) return false;
  try {
    const { bavail, bsize } = await statfs('/dev/shm');
    return bavail * bsize >= SHM_MIN_FREE_BYTES;
  } catch {
    return false;
  }
}

/**
 * `memory://` means a throw-away database. It lives in a temporary folder (RAM-backed /dev/shm when it has room)
 * rather than in the thread's memory, so a restart after an overrun finds every committed row again.
 */
async function throwAwayDir(): Promise<string> {
  const base = (await hasRoomInShm()) ? '/dev/shm' : os.tmpdir();
  return mkdtemp(path.join(base, 'tales-pglite-'));
}

/**
 * Embedded PostgreSQL (WASM) in a worker thread. One connection, so requests take turns through a bounded
 * queue; every statement has a deadline, and one that overruns restarts the engine (see PgliteThread).
 */
export async function openPglite(dataDir: string, fresh: boolean, engine: EngineOptions): Promise<Database> {
  const throwAway = dataDir.startsWith('memory://');
  const dir = throwAway ? await throwAwayDir() : dataDir;
  if (fresh && !throwAway) await rm(dir, { recursive: true, force: true });
  // PGlite creates only the last path segment.
  await mkdir(dir, { recursive: true });

  // The thread calls back only after it has started, when `running` exists.
  const thread = await PgliteThread.start(dir, (error) => running.rejectWaiting(error)).catch(
    async (error: unknown) => {
      if (throwAway) await rm(dir, { recursive: true, force: true });
      throw toDatabaseError(error);
    },
  );
  const running = new SerialQueue(engine.queueLimit, () => thread.refusal());
  const deadline = engine.statementTimeoutMs;

  const queryOn = (generation: number): Queryable => ({
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const r = (await thread.call(generation, { op: 'query', sql, params: params ?? [] }, deadline)) as ThreadResult;
      return { rows: parseRows<T>(r.rows, r.fields), fields: r.fields, affectedRows: r.affectedRows };
    },
  });

  /** BEGIN … COMMIT on one generation of the thread; ROLLBACK (if that thread still lives) and rethrow on failure. */
  async function inTransaction<T>(fn: (tx: Queryable, generation: number) => Promise<T>, readOnly = false): Promise<T> {
    const generation = thread.generation();
    // The thread takes statements in order, so the transaction's first statements follow BEGIN without waiting.
    const tx = reportingCause(queryOn(generation));
    const begun = sendAhead(tx.query('begin'));
    try {
      const result = await fn(tx, generation);
      await begun;
      // The thread runs statements in arrival order, so the next transaction's BEGIN can only follow this COMMIT.
      if (readOnly) void tx.query('commit').catch(() => undefined);
      else await tx.query('commit');
      return result;
    } catch (error) {
      await tx.query('rollback').catch(() => undefined);
      throw toDatabaseError(error);
    }
  }

  return {
    kind: 'pglite',
    query: (sql, params) => running.run(() => queryOn(thread.generation()).query(sql, params)),
    transaction: (fn, options) => running.run(() => inTransaction((tx) => fn(tx), options?.readOnly)),
    // Atomic: a failing script leaves nothing behind. Scripts are migrations and seeds, trusted and sometimes
    // long, so they have no deadline.
    exec: (sql) =>
      running.run(() =>
        inTransaction(async (_tx, generation) => {
          await thread.call(generation, { op: 'exec', sql });
        }),
      ),
    // Waiting requests are turned away; a statement still running after a short grace is cut off by ending
    // the thread (committed data survive), so shutting down never waits for a slow statement's deadline.
    async close() {
      running.rejectWaiting(new DatabaseUnavailableError('closed', 'The database is closing'));
      const idle = running.run(async () => true, { force: true });
      const graceOver = new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_GRACE_MS).unref());
      await thread.close(await Promise.race([idle, graceOver]));
      if (throwAway) await rm(dir, { recursive: true, force: true });
    },
  };
}
