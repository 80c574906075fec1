// Why the readers' figures could not be read: the page says so in words; the code tells a refusal (the caller is
// not an admin: the database answers 42501, the API 403) from another database error and from a network failure.

export type ReaderStatsErrorCode = 'forbidden' | 'database' | 'network';

export class ReaderStatsError extends Error {
  readonly code: ReaderStatsErrorCode;
  /** The database's own error code (SQLSTATE or PostgREST's), when it answered. */
  readonly dbCode?: string;

  constructor(code: ReaderStatsErrorCode, message: string, dbCode?: string) {
    super(message);
    this.name = 'ReaderStatsError';
    this.code = code;
    this.dbCode = dbCode;
  }
}

/** A PostgREST answer's error as a ReaderStatsError (an empty code is a request that never reached the database). */
export function readerStatsError(error: { message: string; code?: string }): ReaderStatsError {
  if (!error.code) return new ReaderStatsError('network', error.message);
  return new ReaderStatsError(error.code === '42501' ? 'forbidden' : 'database', error.message, error.code);
}
