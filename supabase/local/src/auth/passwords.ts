import bcrypt from 'bcryptjs';
import { MAX_PASSWORD_BYTES, passwordBytes } from './validation';

/** GoTrue's bcrypt cost. */
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares against the stored hash, or against a throwaway hash when there is none, so an unknown email
 * takes as long as a wrong password and response times don't reveal which accounts exist. A password over
 * 72 bytes never matches: bcrypt would compare only its first 72 bytes, and no such password can be set.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || passwordBytes(password) > MAX_PASSWORD_BYTES) {
    dummyHash ??= bcrypt.hash('not-a-real-password', COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
