import { RestError } from './errors';
import type { FilterNode } from './query/filter';

/**
 * Hosted Supabase loads pg-safeupdate for PostgREST's connections, so an UPDATE or DELETE without a WHERE clause
 * fails there with SQLSTATE 21000, which PostgREST answers with 400. PGlite cannot load that extension, so the same
 * refusal is made here, before the statement is built: `PATCH /stories` with no filter changes nothing.
 */
export function assertFilteredWrite(method: string, filters: readonly FilterNode[]): void {
  if (filters.length > 0) return;
  if (method === 'PATCH') throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
  if (method === 'DELETE') throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
}
