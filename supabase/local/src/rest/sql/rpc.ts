import type { DbFunction } from '../catalog';
import type { Page } from '../query/range';
import type { QueryParts } from '../query/request';
import { quoteIdent, SqlParams, type Scope } from './params';
import { buildRead, type Statement } from './read';

/**
 * Arguments arrive as one JSON object and are typed by Postgres itself through json_to_record with the
 * catalog's argument types, as PostgREST does; omitted arguments fall back to their defaults.
 */
function callParts(fn: DbFunction, args: Record<string, unknown>, params: SqlParams): { source: string; call: string } {
  const given = fn.args.filter((arg) => Object.prototype.hasOwnProperty.call(args, arg.name));
  const name = `"public".${quoteIdent(fn.name)}`;
  if (given.length === 0) return { source: '', call: `${name}()` };
  const body = params.add(JSON.stringify(args));
  const columns = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
  const named = given.map((arg) => `${quoteIdent(arg.name)} := pgrst_args.${quoteIdent(arg.name)}`).join(', ');
  return { source: `json_to_record(${body}::json) AS pgrst_args(${columns})`, call: `${name}(${named})` };
}

export interface RpcStatement extends Statement {
  /** How to read the single result row. */
  result: 'rows' | 'value' | 'void';
}

export function buildRpc(
  fn: DbFunction,
  args: Record<string, unknown>,
  parts: QueryParts,
  page: Page,
  withCount: boolean,
): RpcStatement {
  const params = new SqlParams();
  const { source, call } = callParts(fn, args, params);
  const from = source ? `${source} CROSS JOIN LATERAL ${call} AS pgrst_fn` : `${call} AS pgrst_fn`;
  const fromClause = source ? ` FROM ${source}` : '';
  if (fn.returns.kind === 'void') return { sql: `SELECT ${call}${fromClause}`, params: params.values, result: 'void' };
  if (fn.returns.kind === 'scalar' && !fn.returns.set) {
    return { sql: `SELECT to_json(${call})::text AS body${fromClause}`, params: params.values, result: 'value' };
  }
  // A set of scalars has no columns to filter or select; rows behave like a table.
  const columns = fn.returns.kind === 'rows' ? fn.returns.columns : [];
  const scope: Scope = {
    label: fn.name,
    columns: new Map(columns.map((c) => [c.name, c.type])),
    qualifier: 'pgrst_fn',
  };
  const scalarColumn = fn.returns.kind === 'scalar' ? 'pgrst_fn' : undefined;
  return { ...buildRead(from, scope, parts, page, withCount, params, scalarColumn), result: 'rows' };
}
