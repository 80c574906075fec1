import { DatabaseUnavailableError, type ApiRole } from '../db';
import { statusForSqlState } from './sqlstate-status';

/** PostgREST's error body: postgrest-js hands it to the caller unchanged. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class RestError extends Error {
  readonly status: number;
  readonly body: RestErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.body = { code, message, details, hint };
    this.headers = headers;
  }
}

export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function columnNotFound(relation: string, column: string): RestError {
  // The same error Postgres raises for an unknown column, which PostgREST passes through.
  return new RestError(400, '42703', `column ${relation}.${column} does not exist`);
}

export function tableNotFound(table: string, suggestion?: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  );
}

export function notSingular(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/**
 * PostgREST's answers when it cannot reach the database: 503 and a hint when to retry. The statement that
 * overran is answered separately, with PostgreSQL's own 57014 error (500, as on hosted Supabase).
 */
function unavailable(error: DatabaseUnavailableError): RestError {
  const headers = { 'Retry-After': String(error.retryAfterSeconds) };
  if (error.reason === 'queue_full')
    return new RestError(
      503,
      'PGRST003',
      'Timed out acquiring connection from connection pool.',
      error.message,
      null,
      headers,
    );
  return new RestError(
    503,
    'PGRST001',
    'Could not connect with the database due to an internal error.',
    error.message,
    null,
    headers,
  );
}

/** Turns a database error into PostgREST's response; anything else is rethrown as a genuine server fault. */
export function restErrorFromDatabase(error: unknown, role: ApiRole): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof DatabaseUnavailableError) return unavailable(error);
  if (!isPgError(error)) throw error;
  const status = statusForSqlState(error.code, role, error.message);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}
