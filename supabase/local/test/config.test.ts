/** @jest-environment node */
import { DEFAULT_AUTH_RATE_LIMITS, DEFAULT_LOGIN_BACKOFF, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('builds mailed links from the API host and port unless SUPABASE_API_EXTERNAL_URL is set', () => {
    expect(loadConfig({}).apiExternalUrl).toBe('http://127.0.0.1:54321');
    expect(loadConfig({ SUPABASE_API_PORT: '5421' }).apiExternalUrl).toBe('http://127.0.0.1:5421');
    expect(loadConfig({ SUPABASE_API_HOST: '::1', SUPABASE_API_PORT: '5421' }).apiExternalUrl).toBe(
      'http://[::1]:5421',
    );
    expect(loadConfig({ SUPABASE_API_EXTERNAL_URL: 'https://api.tales.example/' }).apiExternalUrl).toBe(
      'https://api.tales.example',
    );
  });

  it('takes every rate limit and the backoff from the environment, keeping the windows', () => {
    expect(loadConfig({}).authRateLimits).toEqual(DEFAULT_AUTH_RATE_LIMITS);
    expect(loadConfig({}).loginBackoff).toEqual(DEFAULT_LOGIN_BACKOFF);
    const config = loadConfig({
      SUPABASE_LOGIN_RATE_LIMIT_IP: '1',
      SUPABASE_SIGNUP_RATE_LIMIT_IP: '2',
      SUPABASE_SIGNUP_RATE_LIMIT_EMAIL: '3',
      SUPABASE_RECOVER_RATE_LIMIT_IP: '4',
      SUPABASE_RECOVER_RATE_LIMIT_EMAIL: '5',
      SUPABASE_VERIFY_RATE_LIMIT_IP: '6',
      SUPABASE_VERIFY_RATE_LIMIT_EMAIL: '7',
      SUPABASE_REFRESH_RATE_LIMIT_IP: '8',
      SUPABASE_PASSWORD_CHANGE_RATE_LIMIT_IP: '12',
      SUPABASE_PASSWORD_CHANGE_RATE_LIMIT_USER: '13',
      SUPABASE_LOGIN_BACKOFF_FREE_FAILURES: '9',
      SUPABASE_LOGIN_RATE_LIMIT_EMAIL: '10',
      SUPABASE_LOGIN_BACKOFF_MAX_SECONDS: '11',
    });
    expect(Object.values(config.authRateLimits).map((limit) => limit.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 12, 13]);
    expect(config.authRateLimits.signupPerEmail.windowMs).toBe(DEFAULT_AUTH_RATE_LIMITS.signupPerEmail.windowMs);
    expect(config.loginBackoff).toEqual({
      ...DEFAULT_LOGIN_BACKOFF,
      freeFailures: 9,
      accountFreeFailures: 10,
      maxDelayMs: 11_000,
    });
  });

  it('refuses a limit that is not a non-negative integer', () => {
    expect(() => loadConfig({ SUPABASE_SIGNUP_RATE_LIMIT_IP: 'many' })).toThrow(
      'Expected a non-negative integer, got "many"',
    );
    expect(() => loadConfig({ SUPABASE_LOGIN_BACKOFF_MAX_SECONDS: '-1' })).toThrow(
      'Expected a non-negative integer, got "-1"',
    );
  });
});
