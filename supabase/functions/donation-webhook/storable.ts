// What PostgreSQL can never store of a webhook's data: text and jsonb refuse NUL (`\u0000`) and unpaired UTF-16
// surrogates, and a body nested deeper than an API's limit is refused before it reaches the database. Such a body
// fails the same way on every retry, so it is answered as the sender's error instead of a transient failure.

/** Thrown by a recorder when the database refuses the donation's data as such (not a transient failure). */
export class UnstorableDonation extends Error {
  readonly code = 'unstorable_payload';
}

/** Ko-fi's data is three levels deep; PostgREST-style APIs refuse JSON bodies past 64 levels (the RPC wraps it). */
export const MAX_DATA_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string, what: 'a key' | 'a string'): string | undefined {
  if (text.includes('\u0000')) return `${what} contains NUL (\\u0000), which PostgreSQL text and jsonb refuse`;
  if (UNPAIRED_SURROGATE.test(text))
    return `${what} contains an unpaired UTF-16 surrogate, which PostgreSQL jsonb refuses`;
  return undefined;
}

/**
 * Why `data` (parsed JSON, the top object counting as level 1) can never be stored, or undefined when it can.
 * Walks with its own stack, so a hostile depth cannot overflow the call stack.
 */
export function unstorableReason(data: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: data, depth: 1 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    if (typeof value === 'string') {
      const problem = textProblem(value, 'a string');
      if (problem) return problem;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_DATA_DEPTH) return `the data is nested deeper than ${MAX_DATA_DEPTH} levels`;
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key, 'a key');
      if (problem) return problem;
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}
