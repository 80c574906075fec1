/**
 * A PostgreSQL error, the same class on both backends, so callers can map `code`, `detail`, `hint` and
 * `constraint` to API errors without caring which driver raised it.
 */
export class DatabaseError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly hint?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  readonly schema?: string;
  readonly severity?: string;

  constructor(source: PgErrorFields) {
    super(source.message);
    this.name = 'DatabaseError';
    this.code = source.code;
    this.detail = source.detail;
    this.hint = source.hint;
    this.constraint = source.constraint;
    this.table = source.table;
    this.column = source.column;
    this.schema = source.schema;
    this.severity = source.severity;
  }
}

export interface PgErrorFields {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

/** Errors that came from the server (they carry a SQLSTATE) become DatabaseError; anything else passes through. */
export function toDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseError) return error;
  const fields = error as Partial<PgErrorFields> | null;
  if (fields && typeof fields === 'object' && typeof fields.code === 'string' && typeof fields.message === 'string') {
    return new DatabaseError(fields as PgErrorFields);
  }
  return error;
}
