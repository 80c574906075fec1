import type { ApiRole } from '../db';

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

  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null, headers: Record<string, string> = {}) {
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
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`, null,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null);
}

export function notSingular(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
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

/** PostgREST's `mapSQLtoHTTP`: the HTTP status for a Postgres SQLSTATE. */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code.startsWith('54')) return 413;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('28') || code.startsWith('0L') || code.startsWith('0P')) return 403;
  if (code === '42P17' || code.startsWith('40') || code.startsWith('XX')) return 500;
  if (code.startsWith('P0') && code !== 'P0001') return 500;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  return 400;
}

/** Turns a database error into PostgREST's response; anything else is rethrown as a genuine server fault. */
export function restErrorFromDatabase(error: unknown, role: ApiRole): RestError {
  if (error instanceof RestError) return error;
  if (!isPgError(error)) throw error;
  const status = statusForSqlState(error.code, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}
