// Why the reader's library could not be read or changed: the page and the favourite button say so in words; the
// code tells a refusal (the database's policies: 42501) from another database error and from a network failure.

export type LibraryErrorCode = 'forbidden' | 'database' | 'network';

export class LibraryError extends Error {
  readonly code: LibraryErrorCode;
  /** The database's own error code (SQLSTATE or PostgREST's), when it answered. */
  readonly dbCode?: string;

  constructor(code: LibraryErrorCode, message: string, dbCode?: string) {
    super(message);
    this.name = 'LibraryError';
    this.code = code;
    this.dbCode = dbCode;
  }
}

/** A PostgREST answer's error as a LibraryError (an empty code is a request that never reached the database). */
export function libraryError(error: { message: string; code?: string }): LibraryError {
  if (!error.code) return new LibraryError('network', error.message);
  return new LibraryError(error.code === '42501' ? 'forbidden' : 'database', error.message, error.code);
}
