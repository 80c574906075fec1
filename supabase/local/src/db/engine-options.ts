import { availableParallelism } from 'node:os';

/** How long one statement may run before it is cancelled (hosted Supabase: 3 s for anon, 8 s for authenticated). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 8000;
/**
 * The shortest deadline the API can start with: the first queries after the bootstrap and migrations (the schema
 * cache, the seed check) take tens of milliseconds on a busy machine, and an overrun there kills the start.
 */
export const MIN_STATEMENT_TIMEOUT_MS = 250;
/** Requests that may wait for the database at once; more get 503 + Retry-After. */
export const DEFAULT_QUEUE_LIMIT = 1000;
/**
 * PostgreSQL connections in the pool: twice the machine's cores, the PostgreSQL wiki's starting point for a server
 * on the same machine. More connections only take turns on the same cores: on 2 cores, a pool of 10 answered about
 * a fifth fewer requests than a pool of 4, at a higher p95 (supabase/local/bench/RESULTS.md).
 */
export const DEFAULT_POOL_SIZE = 2 * availableParallelism();

export interface EngineOptions {
  statementTimeoutMs: number;
  queueLimit: number;
  poolSize: number;
}

/** A setting the API cannot start with; its message is one line fit to print as it is. */
export class ConfigError extends Error {
  readonly code = 'config_invalid';
}

function positiveInt(name: string, value: string | undefined, fallback: number, minimum = 1): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  if (parsed < minimum)
    throw new ConfigError(
      `${name}=${value} is below the minimum of ${minimum}: the API's start-up needs at least that much`,
    );
  return parsed;
}

/**
 * DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_QUEUE_LIMIT and DATABASE_POOL_MAX, unless the caller gives a value.
 * Read where the database is opened, like DATABASE_URL, so every entry point (API, reset, tests) agrees. Only
 * the environment's deadline has a minimum: tests give tiny ones on purpose, after the database is built.
 */
export function engineOptions(given: Partial<EngineOptions> = {}, env: NodeJS.ProcessEnv = process.env): EngineOptions {
  return {
    statementTimeoutMs:
      given.statementTimeoutMs ??
      positiveInt(
        'DATABASE_STATEMENT_TIMEOUT_MS',
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        DEFAULT_STATEMENT_TIMEOUT_MS,
        MIN_STATEMENT_TIMEOUT_MS,
      ),
    queueLimit: given.queueLimit ?? positiveInt('DATABASE_QUEUE_LIMIT', env.DATABASE_QUEUE_LIMIT, DEFAULT_QUEUE_LIMIT),
    poolSize: given.poolSize ?? positiveInt('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, DEFAULT_POOL_SIZE),
  };
}
