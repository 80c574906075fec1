import { AuthError, authErrors } from './errors';
import { HashQueueFullError, type PasswordHasher } from './hash-pool';
import { MAX_PASSWORD_BYTES, passwordBytes } from './validation';

/** GoTrue's bcrypt cost. */
const COST = 10;

/** A bcrypt hash of a password nobody has, at GoTrue's cost: what an unknown account is compared against. */
const DUMMY_HASH = '$2a$10$uoZ50SgK5LeUUs.8Ss2KiOtGfHURFYTGafbJjeUnfgKzothM9ePT.';

/** A full hashing queue is the server's overload, not the caller's fault: 503 with Retry-After, as GoTrue's proxy would. */
async function inPool<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashQueueFullError) throw authErrors.busy();
    throw error;
  }
}

export function hashPassword(hasher: PasswordHasher, password: string): Promise<string> {
  return inPool(() => hasher.hash(password, COST));
}

/**
 * Compares against the stored hash, or against a throwaway hash when there is none, so an unknown email
 * takes as long as a wrong password and response times don't reveal which accounts exist. A password over
 * 72 bytes never matches: bcrypt would compare only its first 72 bytes, and no such password can be set.
 */
export async function passwordMatches(
  hasher: PasswordHasher,
  password: string,
  hash: string | null | undefined,
): Promise<boolean> {
  if (!hash || passwordBytes(password) > MAX_PASSWORD_BYTES) {
    await inPool(() => hasher.compare(password, DUMMY_HASH));
    return false;
  }
  return inPool(() => hasher.compare(password, hash)).catch((error: unknown) => {
    if (error instanceof AuthError) throw error;
    // A stored value that is not a bcrypt hash matches nothing.
    return false;
  });
}
