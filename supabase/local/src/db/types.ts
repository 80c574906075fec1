/** A field of a result set, as both PGlite and node-postgres describe it. */
export interface ResultField {
  name: string;
  dataTypeID: number;
}

export interface QueryResult<T> {
  rows: T[];
  fields: ResultField[];
  /** Rows touched by INSERT/UPDATE/DELETE (undefined for plain SELECTs on some backends). */
  affectedRows?: number;
}

/** Anything that runs one parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; ROLLBACK and rethrow if fn throws. Transactions never interleave on PGlite. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs a script of several statements (no parameters) atomically, e.g. a migration file. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The caller has made the transaction read-only (`transaction_read_only`), so its COMMIT cannot fail: the result
   * is handed back without waiting for it, and the connection takes the next transaction right behind it.
   */
  readOnly?: boolean;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** The roles Supabase's services log in as: PostgREST, GoTrue, Storage. None is a superuser. */
export type LoginRole = 'authenticator' | 'supabase_auth_admin' | 'supabase_storage_admin';

export interface OpenDatabaseOptions {
  /** postgres://… URL of a real PostgreSQL server; defaults to process.env.DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. Defaults to <repo>/.data/pglite. */
  dataDir?: string;
  /** Drop everything and rebuild from bootstrap + migrations + seed. */
  fresh?: boolean;
  /** Run supabase/seed.sql after the first migration run (default true). Tests that bring their own rows pass false. */
  seed?: boolean;
  /**
   * Apply supabase/migrations (default true). False builds only what Supabase provides before any project
   * migration (bootstrap), for a tool that applies the migrations itself; the seed is skipped with them.
   */
  migrations?: boolean;
  /** Deadline of one statement in ms (default DATABASE_STATEMENT_TIMEOUT_MS, else 8000). */
  statementTimeoutMs?: number;
  /** Requests that may wait for the database before new ones get 503 (default DATABASE_QUEUE_LIMIT, else 1000). */
  queueLimit?: number;
  /** PostgreSQL pool size (default DATABASE_POOL_MAX, else twice the machine's cores). */
  poolSize?: number;
}
