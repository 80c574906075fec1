/**
 * How big and how deep a request may be. Every parser checks its limit before it recurses or hands anything to
 * Postgres, so an oversized request gets a 4xx instead of a stack overflow or a broken database session.
 */
export const LIMITS = {
  /** Supabase's gateway and this API refuse bodies over 1 MB (413). */
  bodyBytes: 1024 * 1024,
  /** Request line plus headers (Node's own default, set explicitly): more gets 431. */
  headerBytes: 16 * 1024,
  /** The path and query string: more gets 414. */
  urlBytes: 8 * 1024,
  /** Path parameters (table and function names; Postgres identifiers have at most 63 bytes). */
  pathParamChars: 128,
  /** Arrays and objects inside one another in a JSON body. */
  jsonDepth: 64,
  /** `->` / `->>` steps after a column in select, filters and order. */
  jsonPathSteps: 32,
  /** Parentheses inside `or=`/`and=` trees and `select=` (each `not.or(…)` is one level). */
  nestingDepth: 16,
  /** A select alias is an identifier: Postgres keeps 63 bytes of it. */
  aliasBytes: 63,
} as const;
