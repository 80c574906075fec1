// The GoTrue → SPEC §8 table, code by code, with errors built the way auth-js builds them.
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { readLocale } from '@tales/build/locales';
import { languages } from '../i18n/languages';
import { AuthActionError, authErrorCodes, authErrorToastKeys, toAuthErrorCode, type AuthAction } from './auth-errors';

const api = (status: number, code: string, message = 'x') => new AuthApiError(message, status, code);

describe('toAuthErrorCode', () => {
  it.each<[string, unknown, AuthAction, string]>([
    [
      'wrong password or unknown account: one answer',
      api(400, 'invalid_credentials', 'Invalid login credentials'),
      'login',
      'wrong_password',
    ],
    [
      'mailer rejects the address',
      api(400, 'email_address_invalid', 'Email address "a@b" is invalid'),
      'signup',
      'invalid_email',
    ],
    [
      'malformed address',
      api(400, 'validation_failed', 'Unable to validate email address: invalid format'),
      'login',
      'invalid_email',
    ],
    [
      'malformed address on reset',
      api(400, 'validation_failed', 'Unable to validate email address: invalid format'),
      'reset',
      'invalid_email',
    ],
    ['banned user', api(400, 'user_banned', 'User is banned'), 'login', 'user_disabled'],
    ['IP rate limit', api(429, 'over_request_rate_limit', 'Request rate limit reached'), 'login', 'too_many_requests'],
    [
      'mail rate limit',
      api(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
      'reset',
      'too_many_requests',
    ],
    ['any 429, whatever its code', api(429, 'something_new'), 'signup', 'too_many_requests'],
    [
      'signup with a registered address',
      api(422, 'user_already_exists', 'User already registered'),
      'signup',
      'email_in_use',
    ],
    ['address taken', api(422, 'email_exists'), 'signup', 'email_in_use'],
    [
      'weak password',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      'signup',
      'weak_password',
    ],
    [
      'weak new password',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      'updatePassword',
      'weak_password',
    ],
    ['same password again', api(422, 'same_password'), 'updatePassword', 'same_password'],
    ['recovery session gone', new AuthSessionMissingError(), 'updatePassword', 'session_expired'],
    ['other auth error on login', api(400, 'email_not_confirmed', 'Email not confirmed'), 'login', 'auth_error'],
    [
      'other validation error on login',
      api(400, 'validation_failed', 'Password cannot be longer than 72 characters'),
      'login',
      'auth_error',
    ],
    ['other auth error on signup', api(422, 'signup_disabled'), 'signup', 'signup_error'],
    ['other auth error on reset', api(400, 'unexpected'), 'reset', 'reset_error'],
    ['other auth error on password update', api(400, 'unexpected'), 'updatePassword', 'update_password_error'],
    ['other auth error on logout', api(400, 'unexpected'), 'logout', 'logout_error'],
    ['network failure', new AuthRetryableFetchError('Failed to fetch', 0), 'login', 'login_error'],
    ['server error (5xx)', new AuthRetryableFetchError('Database error saving new user', 500), 'signup', 'login_error'],
    ['not an auth error at all', new TypeError('boom'), 'reset', 'login_error'],
    ['a string thrown', 'nope', 'login', 'login_error'],
  ])('%s → %s', (_label, error, action, expected) => {
    expect(toAuthErrorCode(error, action)).toBe(expected);
  });

  it('keeps the code of an error it already mapped', () => {
    expect(toAuthErrorCode(new AuthActionError('email_in_use'), 'login')).toBe('email_in_use');
  });
});

describe('AuthActionError', () => {
  it('carries a code and the original error', () => {
    const cause = api(400, 'invalid_credentials');
    const error = new AuthActionError('wrong_password', cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('wrong_password');
    expect(error.cause).toBe(cause);
  });
});

describe('toast texts', () => {
  it.each(languages)('every error code has a title and a description in %s', (lng) => {
    const texts = readLocale(lng);
    const at = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    for (const code of authErrorCodes) {
      const { title, description } = authErrorToastKeys(code);
      expect([lng, code, typeof at(title), typeof at(description)]).toEqual([lng, code, 'string', 'string']);
    }
  });
});
