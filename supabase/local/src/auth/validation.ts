import { emailProblem } from '@tales/supabase-functions/_shared/email-address';
import { authErrors } from './errors';

export const MIN_PASSWORD_LENGTH = 6;
/**
 * bcrypt only looks at the first 72 bytes, so GoTrue refuses longer passwords (measured in UTF-8 bytes, as Go's
 * len does) rather than let their first 72 bytes stand for the whole.
 */
export const MAX_PASSWORD_BYTES = 72;

export function passwordBytes(password: string): number {
  return Buffer.byteLength(password, 'utf8');
}

/** Lower-cased, trimmed email or a GoTrue validation error. */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw authErrors.validation('To signup, please provide your email');
  const email = value.trim().toLowerCase();
  const problem = emailProblem(email);
  if (problem === 'invalid_format') throw authErrors.invalidEmailFormat();
  if (problem === 'undeliverable') throw authErrors.emailAddressInvalid(email);
  return email;
}

/** The checks GoTrue runs when a password is set (signup, PUT /user). */
export function checkNewPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw authErrors.validation('Signup requires a valid password');
  if (passwordBytes(value) > MAX_PASSWORD_BYTES) throw authErrors.passwordTooLong(MAX_PASSWORD_BYTES);
  if ([...value].length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH);
  return value;
}
