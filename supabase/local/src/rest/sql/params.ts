/** Collects bound values; SQL text only ever holds `$n` placeholders for anything a request supplies. */
export class SqlParams {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Double-quotes an identifier (doubling embedded quotes). Names are also checked against the catalog first. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** What filters, select and order may reference: the catalog's columns of one relation or function result. */
export interface Scope {
  /** For messages, e.g. `stories`. */
  label: string;
  /** Column name → its type as format_type() writes it (from the catalog, never from a request). */
  columns: ReadonlyMap<string, string>;
  /** SQL that qualifies a column, e.g. `"public"."stories"`. */
  qualifier: string;
}
