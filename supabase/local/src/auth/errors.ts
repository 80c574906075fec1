/** A GoTrue error: auth-js reads `code` and `message` (the response must carry X-Supabase-Api-Version). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

function retryAfter(ms: number): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) };
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidEmailFormat: () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  emailAddressInvalid: (email: string) =>
    new AuthError(400, 'email_address_invalid', `Email address "${email}" is invalid`),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  rateLimited: (retryAfterMs: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfter(retryAfterMs)),
  emailFrequency: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      {},
      retryAfter(seconds * 1000),
    ),
  emailRateLimited: (retryAfterMs: number) =>
    new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded', {}, retryAfter(retryAfterMs)),
  nulCharacter: () => new AuthError(400, 'validation_failed', 'Request fields cannot contain NUL characters'),
  passwordTooLong: (max: number) =>
    new AuthError(400, 'validation_failed', `Password cannot be longer than ${max} characters`),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  refreshUserBanned: () => new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  unsupportedGrant: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  anonymousDisabled: () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  busy: () =>
    new AuthError(503, 'unexpected_failure', 'Service temporarily unavailable, please retry', {}, retryAfter(1000)),
  databaseError: (what: string) => new AuthError(500, 'unexpected_failure', `Database error ${what}`),
};

/**
 * A database error caused by the request's data (a value too long, a CHECK constraint such as the profile's
 * display-name length) is the caller's fault: 4xx with Postgres' message, as GoTrue would validate it. Anything
 * else stays a server fault.
 */
export function authErrorFromDatabase(error: unknown): AuthError | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || typeof message !== 'string') return undefined;
  if (code === '23505') return new AuthError(409, 'conflict', message);
  if (code.startsWith('22') || code.startsWith('23')) return new AuthError(400, 'validation_failed', message);
  return undefined;
}
