import { RestError } from '../errors';
import type { Relation } from '../catalog';
import type { QueryParts } from '../query/request';
import { quoteIdent, SqlParams, type Scope } from './params';
import type { Statement } from './read';
import { renderSelectList, renderWhere } from './render';

export interface WriteRow {
  page_total: number;
  body: string | null;
}

export function tableSql(relation: Relation): string {
  return `"public".${quoteIdent(relation.name)}`;
}

export function relationScope(relation: Relation, qualifier = tableSql(relation)): Scope {
  return {
    label: relation.name,
    columns: new Map([...relation.columns.values()].map((c) => [c.name, c.type])),
    qualifier,
  };
}

/**
 * Wraps a data-modifying statement the way PostgREST does: `RETURNING 1` unless rows were asked for, so a
 * write allowed by RLS but not readable back succeeds, while asking for the rows needs a SELECT policy too.
 */
function wrapWrite(
  relation: Relation,
  write: (returning: string) => string,
  parts: QueryParts,
  representation: boolean,
  params: SqlParams,
): Statement {
  if (!representation) {
    return {
      sql: `WITH pgrst_source AS (${write('RETURNING 1')}) SELECT count(*)::int AS page_total, NULL::text AS body FROM pgrst_source`,
      params: params.values,
    };
  }
  const select = renderSelectList(parts.select, relationScope(relation, 'pgrst_source'), params);
  const sql =
    `WITH pgrst_source AS (${write(`RETURNING ${tableSql(relation)}.*`)}) ` +
    `SELECT count(*)::int AS page_total, coalesce(json_agg(pgrst_t), '[]')::text AS body FROM (SELECT ${select} FROM pgrst_source) pgrst_t`;
  return { sql, params: params.values };
}

function checkColumns(relation: Relation, columns: readonly string[]): void {
  for (const column of columns) {
    if (!relation.columns.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

export interface InsertOptions {
  rows: Record<string, unknown>[];
  columns: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  representation: boolean;
}

/** INSERT … SELECT FROM json_populate_recordset: Postgres converts the JSON to column types, as in PostgREST. */
export function buildInsert(relation: Relation, parts: QueryParts, options: InsertOptions): Statement {
  checkColumns(relation, options.columns);
  const params = new SqlParams();
  const table = tableSql(relation);
  const body = params.add(JSON.stringify(options.rows));
  const cols = options.columns.map(quoteIdent).join(', ');
  // With no columns at all every row takes its defaults: INSERT fills the columns a query doesn't supply.
  const insert =
    options.columns.length === 0
      ? `INSERT INTO ${table} SELECT FROM json_array_elements(${body}::json)`
      : `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${table}, ${body}::json)`;
  let conflict = '';
  if (options.resolution) {
    const target = parts.onConflict ?? relation.primaryKey;
    if (target.length === 0)
      throw new RestError(400, 'PGRST100', 'on_conflict is required: the table has no primary key');
    checkColumns(relation, target);
    const updates = options.columns
      .filter((c) => !target.includes(c))
      .map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`);
    conflict =
      options.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` ON CONFLICT (${target.map(quoteIdent).join(', ')}) DO NOTHING`
        : ` ON CONFLICT (${target.map(quoteIdent).join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
  }
  return wrapWrite(relation, (returning) => `${insert}${conflict} ${returning}`, parts, options.representation, params);
}

export function buildUpdate(
  relation: Relation,
  parts: QueryParts,
  patch: Record<string, unknown>,
  representation: boolean,
): Statement {
  const columns = Object.keys(patch);
  checkColumns(relation, columns);
  const params = new SqlParams();
  const table = tableSql(relation);
  const where = renderWhere(parts.filters, relationScope(relation), params);
  // Only bound when used: Postgres can't type a parameter that appears nowhere.
  const body = columns.length === 0 ? '' : params.add(JSON.stringify(patch));
  const sets = columns.map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`).join(', ');
  // An empty patch changes nothing but still reports the matching rows, like PostgREST.
  const write =
    columns.length === 0
      ? (returning: string) => `SELECT ${returning.replace(/^RETURNING /, '')} FROM ${table} WHERE ${where}`
      : (returning: string) =>
          `UPDATE ${table} SET ${sets} FROM (SELECT * FROM json_populate_record(NULL::${table}, ${body}::json)) pgrst_body WHERE ${where} ${returning}`;
  return wrapWrite(relation, write, parts, representation, params);
}

export function buildDelete(relation: Relation, parts: QueryParts, representation: boolean): Statement {
  const params = new SqlParams();
  const table = tableSql(relation);
  const where = renderWhere(parts.filters, relationScope(relation), params);
  return wrapWrite(
    relation,
    (returning) => `DELETE FROM ${table} WHERE ${where} ${returning}`,
    parts,
    representation,
    params,
  );
}
