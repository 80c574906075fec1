import { hasNul } from '../http/text-scan';
import { authErrors } from './errors';

/** True when any string in the value, keys included, holds a NUL; walks without recursion. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasNul(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (hasNul(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Postgres text can't hold a NUL, and a NUL in an email, password, token or metadata value is never meant:
 * such a request gets GoTrue's 400 validation_failed before any field reaches the database or bcrypt.
 */
export function refuseNul(query: URLSearchParams, body: unknown): void {
  for (const [key, value] of query) if (hasNul(key) || hasNul(value)) throw authErrors.nulCharacter();
  if (containsNul(body)) throw authErrors.nulCharacter();
}
