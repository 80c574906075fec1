// Why a story could not be written: the admin form tells the errors apart by their code (SPEC §8 messages are
// chosen from it).

/** Why a write failed, for the form to react to (SPEC §8 messages are chosen from the code). */
export type StoryErrorCode = 'spanish-required' | 'invalid-id' | 'not-found' | 'conflict' | 'database';

export class StoryError extends Error {
  readonly code: StoryErrorCode;
  /** The database's own error code (SQLSTATE or PostgREST), when the database refused. */
  readonly dbCode?: string;

  constructor(code: StoryErrorCode, message: string, dbCode?: string) {
    super(message);
    this.name = 'StoryError';
    this.code = code;
    this.dbCode = dbCode;
  }
}
