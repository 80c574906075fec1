/** How long one statement may run before it is cancelled (hosted Supabase: 3 s for anon, 8 s for authenticated). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 8000;
/** Requests that may wait for the database at once; more get 503 + Retry-After. */
export const DEFAULT_QUEUE_LIMIT = 1000;
/** PostgreSQL connections in the pool. */
export const DEFAULT_POOL_SIZE = 10;

export interface EngineOptions {
  statementTimeoutMs: number;
  queueLimit: number;
  poolSize: number;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/**
 * DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_QUEUE_LIMIT and DATABASE_POOL_MAX, unless the caller gives a value.
 * Read where the database is opened, like DATABASE_URL, so every entry point (API, reset, tests) agrees.
 */
export function engineOptions(given: Partial<EngineOptions> = {}, env: NodeJS.ProcessEnv = process.env): EngineOptions {
  return {
    statementTimeoutMs: given.statementTimeoutMs ?? positiveInt('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS),
    queueLimit: given.queueLimit ?? positiveInt('DATABASE_QUEUE_LIMIT', env.DATABASE_QUEUE_LIMIT, DEFAULT_QUEUE_LIMIT),
    poolSize: given.poolSize ?? positiveInt('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, DEFAULT_POOL_SIZE),
  };
}
