// @ts-check
/**
 * PGlite in its own thread. The WASM Postgres runs every statement synchronously, so in the server's thread a
 * slow statement would freeze every other request; here the main thread stays free and can terminate this
 * thread when a statement overruns its deadline, then start a new one on the same data folder.
 *
 * Plain JavaScript so the thread starts under plain Node, tsx and jest alike. Protocol (one message in, one out):
 *   in:  { id, op: 'query', sql, params } | { id, op: 'exec', sql } | { id, op: 'close' }
 *   out: { id, ok: true, result } | { id, ok: false, error: { message, code?, detail?, … } }
 * The thread posts { ready: true } once the database is open, or { ready: false, error } if it cannot open.
 * JSON, json, date and timestamp values travel as text: the caller parses them, so they belong to its realm.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import pgUtils from 'pg/lib/utils.js';

/**
 * The first superuser is `supabase_admin`, as `initdb -U supabase_admin` makes it on a Supabase server, so the
 * bootstrap can give `postgres` the rights it has on a hosted project (PostgreSQL never lets the first superuser
 * lose superuser rights). PGlite connects as that superuser; the API acts as other roles per transaction.
 */
const SUPERUSER = 'supabase_admin';

/** Types whose values the main thread parses itself (json, jsonb, date, timestamp, timestamptz). */
const TEXT_TYPES = [114, 3802, 1082, 1114, 1184];

const parsers = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (/** @type {string} */ value) => value]));

/** @param {unknown} error */
function errorFields(error) {
  const e = /** @type {Record<string, unknown>} */ (error ?? {});
  const fields = { message: typeof e.message === 'string' ? e.message : String(error) };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity']) {
    if (typeof e[key] === 'string') /** @type {Record<string, unknown>} */ (fields)[key] = e[key];
  }
  return fields;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');

let pg;
try {
  pg = await PGlite.create({
    dataDir: workerData.dataDir,
    username: SUPERUSER,
    initDbStartParams: ['-U', SUPERUSER],
    extensions: { pgcrypto, pg_trgm, uuid_ossp },
    parsers,
  });
  port.postMessage({ ready: true });
} catch (error) {
  const fields = errorFields(error);
  if (fields.message.includes(`role "${SUPERUSER}" does not exist`)) {
    fields.message = `${workerData.dataDir} was made before the local database had Supabase's roles: run \`pnpm db:reset\` to rebuild it`;
  }
  port.postMessage({ ready: false, error: fields });
  process.exit(1);
}

/** How many statement texts stay prepared (parsed once, plan reusable), as on the PostgreSQL engine's connections. */
const PREPARED_LIMIT = /** @type {number} */ (workerData.preparedLimit);
/** @type {Map<string, string>} statement text → its prepared statement's name */
const prepared = new Map();

/**
 * A parameter as the PostgreSQL engine's driver (node-postgres) sends it, so both engines read a caller's values
 * alike: arrays as array literals, objects as JSON, buffers as bytea; a Date as an ISO instant, as PGlite does.
 * @param {unknown} value
 */
function wireValue(value) {
  if (Object.prototype.toString.call(value) === '[object Date]') return /** @type {Date} */ (value).toISOString();
  return /** @type {string | Uint8Array | null} */ (pgUtils.prepareValue(value));
}

/**
 * One statement in one pass through the engine: Parse (the first time a text is seen), Bind, Describe, Execute
 * and Sync go in together. PGlite's own `query` makes six passes (it describes the statement to pick each
 * parameter's serializer, then binds and executes in turn) and parses the text every time.
 * @param {string} sql
 * @param {unknown[]} params
 */
async function runQuery(sql, params) {
  const { serialize } = protocol;
  const kept = prepared.get(sql);
  // As on PostgreSQL, only statements with parameters are kept: the others are transaction control and scripts.
  const name = kept ?? (params.length > 0 && prepared.size < PREPARED_LIMIT ? `tales_${prepared.size}` : '');
  const message = Buffer.concat([
    ...(kept === undefined ? [serialize.parse({ name, text: sql })] : []),
    serialize.bind({ statement: name, values: params.map(wireValue) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  const { messages } = await pg.execProtocol(message, { syncToFs: false, throwOnError: false });
  if (kept === undefined && name && messages.some((m) => m.name === 'parseComplete')) prepared.set(sql, name);
  if (!pg.isInTransaction()) await pg.syncToFs();
  const error = messages.find((m) => m.name === 'error');
  if (error) throw error;
  return parse.parseResults(messages, pg.parsers)[0] ?? { rows: [], fields: [], affectedRows: 0 };
}

/** @param {{ id: number, op: string, sql?: string, params?: unknown[] }} message */
async function handle(message) {
  const { id, op } = message;
  try {
    if (op === 'query') {
      const r = await runQuery(/** @type {string} */ (message.sql), message.params ?? []);
      port.postMessage({
        id,
        ok: true,
        result: {
          rows: r.rows,
          fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          affectedRows: r.affectedRows,
        },
      });
    } else if (op === 'exec') {
      await pg.exec(message.sql);
      port.postMessage({ id, ok: true, result: null });
    } else if (op === 'close') {
      await pg.close();
      port.postMessage({ id, ok: true, result: null });
      port.close();
    } else {
      port.postMessage({ id, ok: false, error: { message: `unknown operation ${op}` } });
    }
  } catch (error) {
    port.postMessage({ id, ok: false, error: errorFields(error) });
  }
}

// Callers send a transaction's statements without waiting for each answer; they run strictly in arrival order.
let previous = Promise.resolve();
port.on('message', (message) => {
  previous = previous.then(() => handle(message));
});
