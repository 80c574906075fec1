import { withRole, type Database, type Queryable, type RequestIdentity } from '../db';

export interface TxRequestInfo {
  method: string;
  /** The path after /rest/v1, as PostgREST sees it behind Supabase's gateway. */
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
export class RollbackWith<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on request');
  }
}

/**
 * Runs fn in one transaction as the request's role, with the request.* settings PostgREST provides; GET and
 * HEAD (and calls of stable functions) are read-only so they can't write whatever a function tries.
 */
export async function runAs<T>(
  db: Database,
  identity: RequestIdentity,
  info: TxRequestInfo,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await withRole(db, identity, fn, {
      settings: [
        ['search_path', '"public", "extensions"'],
        ['request.method', info.method],
        ['request.path', info.path],
        ['request.headers', JSON.stringify(info.headers)],
      ],
      readOnly: info.readOnly,
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.result as T;
    throw error;
  }
}
