import type { Database, QueryResult, Queryable, TransactionOptions } from '../../src/db';

/** A database that counts the statements and transactions the server starts, to show a request never reached it. */
export interface CountingDatabase {
  wrap(db: Database): Database;
  /** Transactions plus statements outside one, since the last reset. */
  readonly calls: number;
  reset(): void;
}

export function countingDatabase(): CountingDatabase {
  let calls = 0;
  return {
    wrap: (db) => ({
      kind: db.kind,
      query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
        calls++;
        return db.query<T>(sql, params);
      },
      transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
        calls++;
        return db.transaction(fn, options);
      },
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
    }),
    get calls() {
      return calls;
    },
    reset() {
      calls = 0;
    },
  };
}
