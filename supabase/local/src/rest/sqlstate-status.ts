import type { ApiRole } from '../db';

/**
 * PostgREST's SQLSTATE → HTTP table (`Error.hs` mapSQLtoHTTP, documented in references/errors.html and
 * Supabase's "Error Codes" guide). Exact codes first, then two-character classes; anything else is 400.
 */
const EXACT: Readonly<Record<string, number>> = {
  '23503': 409, // foreign key violation
  '23505': 409, // uniqueness violation
  '25006': 405, // read-only SQL transaction
  '53400': 500, // configuration limit exceeded
  '57P01': 503, // terminating connection due to administrator command
  P0001: 400, // default code of RAISE
  '42883': 404, // undefined function
  '42P01': 404, // undefined table
  '42P17': 500, // infinite recursion (in a policy)
};

const CLASSES: Readonly<Record<string, number>> = {
  '08': 503, // connection exception
  '09': 500, // triggered action exception
  '0L': 403, // invalid grantor
  '0P': 403, // invalid role specification
  '25': 500, // invalid transaction state
  '28': 403, // invalid authorization specification
  '2D': 500, // invalid transaction termination
  '38': 500, // external routine exception
  '39': 500, // external routine invocation exception
  '3B': 500, // savepoint exception
  '40': 500, // transaction rollback
  '53': 503, // insufficient resources
  '54': 413, // program limit exceeded: the request asked for too much (PostgREST's documented 413; a one-row insert cap raises 54000)
  '55': 500, // object not in prerequisite state
  '57': 500, // operator intervention, including 57014 statement timeout
  '58': 500, // system error
  F0: 500, // configuration file error
  HV: 500, // foreign data wrapper error
  P0: 500, // PL/pgSQL error other than RAISE
  XX: 500, // internal error
};

/** The HTTP status PostgREST answers for a PostgreSQL error. */
export function statusForSqlState(code: string, role: ApiRole, message = ''): number {
  // Insufficient privilege: the anon role is "not signed in", anyone else is "not allowed".
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // A JWT naming a role that does not exist is an authentication failure.
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  // pg-safeupdate's "DELETE requires a WHERE clause" is the client's mistake; other cardinality errors are not.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  return EXACT[code] ?? CLASSES[code.slice(0, 2)] ?? 400;
}
