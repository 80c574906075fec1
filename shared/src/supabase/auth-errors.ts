// The one table from Supabase Auth (GoTrue) failures to the product's error codes and toast keys (SPEC §8).
// GoTrue answers `invalid_credentials` for a wrong password and for an unknown address alike, so the login
// toast never says which one it was (no account enumeration).
import type { AuthError } from '@supabase/auth-js';

// auth-js's own checks, by the same marks: importing them would put auth-js in every page that shows a form.
const isAuthError = (error: unknown): error is AuthError =>
  typeof error === 'object' && error !== null && '__isAuthError' in error;
const isAuthRetryableFetchError = (error: AuthError) => error.name === 'AuthRetryableFetchError';
const isAuthSessionMissingError = (error: AuthError) => error.name === 'AuthSessionMissingError';

export type AuthAction = 'login' | 'signup' | 'reset' | 'updatePassword' | 'updateEmail' | 'logout';

export const authErrorCodes = [
  'wrong_password',
  'invalid_email',
  'user_disabled',
  'too_many_requests',
  'email_in_use',
  'weak_password',
  'same_password',
  'session_expired',
  'auth_error',
  'signup_error',
  'reset_error',
  'update_password_error',
  'update_email_error',
  'logout_error',
  'login_error',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

/** A failed auth action; `code` picks the toast, `cause` keeps what Supabase said. */
export class AuthActionError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, cause?: unknown) {
    super(`auth: ${code}`, { cause });
    this.name = 'AuthActionError';
    this.code = code;
  }
}

/** What each action answers for an auth error that has no specific entry. */
const fallbackFor: Record<AuthAction, AuthErrorCode> = {
  login: 'auth_error',
  signup: 'signup_error',
  reset: 'reset_error',
  updatePassword: 'update_password_error',
  updateEmail: 'update_email_error',
  logout: 'logout_error',
};

type Rule = { codes: readonly string[]; to: AuthErrorCode; when?: (message: string) => boolean };

/** GoTrue error codes, checked in order; the first match wins. */
const rules: readonly Rule[] = [
  { codes: ['invalid_credentials'], to: 'wrong_password' },
  { codes: ['email_address_invalid'], to: 'invalid_email' },
  // validation_failed covers several inputs; only its email form is an invalid-email answer.
  { codes: ['validation_failed'], to: 'invalid_email', when: (message) => /email/i.test(message) },
  { codes: ['user_banned'], to: 'user_disabled' },
  { codes: ['over_request_rate_limit', 'over_email_send_rate_limit'], to: 'too_many_requests' },
  { codes: ['user_already_exists', 'email_exists'], to: 'email_in_use' },
  { codes: ['weak_password'], to: 'weak_password' },
  { codes: ['same_password'], to: 'same_password' },
];

/** Maps anything an auth call threw or returned to the code the UI shows. */
export function toAuthErrorCode(error: unknown, action: AuthAction): AuthErrorCode {
  if (error instanceof AuthActionError) return error.code;
  // Network failures and 5xx reach us as retryable fetch errors; other non-auth errors are ours or the browser's.
  if (!isAuthError(error) || isAuthRetryableFetchError(error)) return 'login_error';
  if (isAuthSessionMissingError(error)) return action === 'updatePassword' ? 'session_expired' : fallbackFor[action];
  if (error.status === 429) return 'too_many_requests';
  const code = error.code ?? '';
  const rule = rules.find((r) => r.codes.includes(code) && (!r.when || r.when(error.message)));
  return rule ? rule.to : fallbackFor[action];
}

export function toAuthActionError(error: unknown, action: AuthAction): AuthActionError {
  return error instanceof AuthActionError ? error : new AuthActionError(toAuthErrorCode(error, action), error);
}

/** The toast of an error code: `auth.errors.{code}.title` and `.description`. */
export function authErrorToastKeys(code: AuthErrorCode): { title: string; description: string } {
  return { title: `auth.errors.${code}.title`, description: `auth.errors.${code}.description` };
}
