import { createHash } from 'node:crypto';

/** Statements one connection keeps prepared; beyond that, new statement texts run unnamed (parsed and planned each time). */
export const PREPARED_PER_CONNECTION = 256;

/** Names already computed, shared by every connection: a request's statements are hashed once, not per request. */
const nameByText = new Map<string, string>();
const NAMES_REMEMBERED = 1024;

function statementName(sql: string): string {
  let name = nameByText.get(sql);
  if (name === undefined) {
    name = `tales_${createHash('sha1').update(sql).digest('base64url')}`;
    // Request-shaped texts are unbounded: past the limit the memory starts over rather than grows.
    if (nameByText.size >= NAMES_REMEMBERED) nameByText.clear();
    nameByText.set(sql, name);
  }
  return name;
}

/**
 * Names a statement text so PostgreSQL parses it once per connection and can reuse its plan, as PostgREST's
 * prepared statements do. Each connection keeps at most `limit` names, so request-shaped SQL (every filter
 * combination is a new text) cannot grow a connection's memory without end. Plans stay correct under RLS:
 * PostgreSQL re-plans a cached statement when the role or row-security setting it was planned for changes.
 */
export class PreparedNames {
  private readonly names = new Set<string>();

  constructor(private readonly limit = PREPARED_PER_CONNECTION) {}

  /** The statement's name, or undefined when this connection is full and it should run unnamed. */
  nameFor(sql: string): string | undefined {
    const name = statementName(sql);
    if (this.names.has(name)) return name;
    if (this.names.size >= this.limit) return undefined;
    this.names.add(name);
    return name;
  }
}
