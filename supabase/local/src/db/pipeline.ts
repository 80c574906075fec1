import type { Queryable, QueryResult } from './types';

/** PostgreSQL's "current transaction is aborted, commands ignored until end of transaction block". */
const TRANSACTION_ABORTED = '25P02';

/**
 * A transaction's statements may be sent one after another without waiting for each answer (BEGIN, the role and
 * claims and the request's own statement go out together: one round trip instead of three). When an earlier
 * statement fails, the ones already sent behind it only get 25P02; this reports the failure that caused it
 * instead, so callers see the same error as when every statement was awaited in turn. A statement sent after
 * the caller could know of the failure keeps its own 25P02, as without pipelining.
 */
export function reportingCause(tx: Queryable): Queryable {
  const failures: unknown[] = [];
  return {
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const knownAtSend = failures.length;
      try {
        return await tx.query<T>(sql, params);
      } catch (error) {
        const cause = failures[knownAtSend];
        failures.push(error);
        if ((error as { code?: string }).code === TRANSACTION_ABORTED && cause !== undefined) throw cause;
        throw error;
      }
    },
  };
}

/** Sends a statement now and lets the caller await it later; until then its failure is not an unhandled rejection. */
export function sendAhead<T>(pending: Promise<T>): Promise<T> {
  pending.catch(() => undefined);
  return pending;
}
