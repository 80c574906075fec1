/**
 * The database cannot take this request right now: the embedded engine is restarting after a statement overran
 * its deadline, the request queue is full, or the database is closing. The API answers 503 with `Retry-After`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly reason: 'restarting' | 'queue_full' | 'closed',
    message: string,
    /** Seconds after which a retry is likely to succeed. */
    readonly retryAfterSeconds = 1,
  ) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** The SQLSTATE and message PostgreSQL uses when statement_timeout cancels a statement. */
export const STATEMENT_TIMEOUT = { code: '57014', message: 'canceling statement due to statement timeout' } as const;
