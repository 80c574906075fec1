import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt cost. */
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares against the stored hash, or against a throwaway hash when there is none, so an unknown email
 * takes as long as a wrong password and response times don't reveal which accounts exist.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
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
