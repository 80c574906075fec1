import type { Page } from '../query/range';
import type { QueryParts } from '../query/request';
import { SqlParams, type Scope } from './params';
import { renderOrder, renderSelectList, renderWhere } from './render';

export interface Statement {
  sql: string;
  params: (string | null)[];
}

/** Supabase's default `[api] max_rows`. */
export const MAX_ROWS = 1000;

export interface ReadRow {
  body: string;
  page_total: number;
  total: number | null;
}

/**
 * One statement that filters, orders and pages `from`, aggregating the page into JSON inside Postgres (as PostgREST
 * does) and, when asked, counting every matching row with the same filters.
 */
export function buildRead(
  from: string,
  scope: Scope,
  parts: QueryParts,
  page: Page,
  withCount: boolean,
  params = new SqlParams(),
  /** A set-returning function of scalars: aggregate the bare values, not rows. */
  scalarColumn?: string,
): Statement {
  const select = scalarColumn ? `${scalarColumn} AS pgrst_value` : renderSelectList(parts.select, scope, params);
  const aggregated = scalarColumn ? 'pgrst_t.pgrst_value' : 'pgrst_t';
  const where = renderWhere(parts.filters, scope, params);
  const order = renderOrder(parts.order, scope, params);
  const limit = Math.min(page.limit ?? MAX_ROWS, MAX_ROWS);
  const offset = page.offset > 0 ? ` OFFSET ${page.offset}` : '';
  const total = withCount ? `(SELECT count(*) FROM ${from} WHERE ${where})::int` : 'NULL::int';
  const sql =
    `SELECT coalesce(json_agg(${aggregated}), '[]')::text AS body, count(*)::int AS page_total, ${total} AS total ` +
    `FROM (SELECT ${select} FROM ${from} WHERE ${where}${order} LIMIT ${limit}${offset}) pgrst_t`;
  return { sql, params: params.values };
}
