// Why an admin overview (the stories list, the schedule) could not be read: the page says so and offers a retry;
// the code tells a refusal of the database from a network failure.

export type OverviewErrorCode = 'database' | 'network';

export class OverviewError extends Error {
  readonly code: OverviewErrorCode;
  /** The database's own error code (SQLSTATE or PostgREST's), when it answered. */
  readonly dbCode?: string;

  constructor(code: OverviewErrorCode, message: string, dbCode?: string) {
    super(message);
    this.name = 'OverviewError';
    this.code = code;
    this.dbCode = dbCode;
  }
}

/** A PostgREST answer's error as an OverviewError (an empty code is a request that never reached the database). */
export function overviewError(error: { message: string; code?: string }): OverviewError {
  return error.code
    ? new OverviewError('database', error.message, error.code)
    : new OverviewError('network', error.message);
}
