import path from 'node:path';
import { engineOptions, type EngineOptions } from './db/engine-options';
import { repoRoot } from './db/paths';

/**
 * Defaults match the Supabase CLI's local stack, so the demo keys every Supabase tutorial uses work here too.
 * Every value can be overridden by environment variables (read by `loadConfig`).
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** The CLI's local publishable and secret keys (`supabase status`): opaque strings, not JWTs. */
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEFAULT_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const DEFAULT_SITE_URL = 'http://127.0.0.1:3000';
export const DEFAULT_API_HOST = '127.0.0.1';
export const DEFAULT_API_PORT = 54321;
/** The donation webhook's local secret (README); a hosted project sets its own with `supabase secrets set`. */
export const DEFAULT_DONATION_WEBHOOK_TOKEN = 'local-donation-webhook-token';
/** The local newsletter-send function's NEWSLETTER_CRON_SECRET and RESEND_WEBHOOK_SECRET (documented, not secret). */
export const DEFAULT_NEWSLETTER_CRON_SECRET = 'local-newsletter-cron-secret';
export const DEFAULT_NEWSLETTER_WEBHOOK_SECRET = 'whsec_bG9jYWwtbmV3c2xldHRlci13ZWJob29rLXNlY3JldA==';
/** The local newsletter's sender (its outbox keeps no From); its address is the List-Unsubscribe mailto. */
export const LOCAL_MAIL_FROM = 'Tales <stories@tales.local>';
/** The header a test sets to run newsletter-send at a given instant, honoured only with NEWSLETTER_TEST_CLOCK=1. */
export const TEST_NOW_HEADER = 'x-tales-test-now';
/** pg_cron's schedule of newsletter-send hosted: every five minutes. */
export const DEFAULT_NEWSLETTER_SEND_INTERVAL_MS = 5 * 60_000;

/** Where password-reset mail lands unless SUPABASE_OUTBOX_DIR says otherwise: <repo>/.data/outbox. */
export function defaultOutboxDir(): string {
  return path.join(repoRoot(), '.data', 'outbox');
}

/** Where Storage objects are kept unless SUPABASE_STORAGE_DIR says otherwise: <repo>/.data/storage. */
export function defaultStorageDir(): string {
  return path.join(repoRoot(), '.data', 'storage');
}

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** Per-address and per-email limits of the auth endpoints; over them GoTrue answers 429. */
export interface AuthRateLimits {
  /** Password sign-ins per address (GoTrue's sign_in_sign_ups: 30 per 5 minutes). */
  loginPerIp: RateLimit;
  signupPerIp: RateLimit;
  signupPerEmail: RateLimit;
  /** Reset requests per address. */
  recoverPerIp: RateLimit;
  /** Reset mails per email address, counted whether or not it has an account (`over_email_send_rate_limit`). */
  recoverPerEmail: RateLimit;
  /** Reset links and codes tried, per address and per email address. */
  verifyPerIp: RateLimit;
  verifyPerEmail: RateLimit;
  /** Refresh-token grants per address (GoTrue's token_refresh: 150 per 5 minutes). */
  refreshPerIp: RateLimit;
  /** Password changes (PUT /user with a password: two bcrypt runs each) per address and per account. */
  passwordChangePerIp: RateLimit;
  passwordChangePerUser: RateLimit;
}

const FIVE_MINUTES = 5 * 60_000;
const ONE_HOUR = 60 * 60_000;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  loginPerIp: { max: 30, windowMs: FIVE_MINUTES },
  signupPerIp: { max: 30, windowMs: FIVE_MINUTES },
  signupPerEmail: { max: 5, windowMs: ONE_HOUR },
  recoverPerIp: { max: 30, windowMs: FIVE_MINUTES },
  recoverPerEmail: { max: 3, windowMs: ONE_HOUR },
  verifyPerIp: { max: 30, windowMs: FIVE_MINUTES },
  verifyPerEmail: { max: 10, windowMs: ONE_HOUR },
  refreshPerIp: { max: 150, windowMs: FIVE_MINUTES },
  passwordChangePerIp: { max: 30, windowMs: FIVE_MINUTES },
  passwordChangePerUser: { max: 5, windowMs: FIVE_MINUTES },
};

/** The variable that overrides each limit's `max` (the window stays as above). */
export const AUTH_RATE_LIMIT_ENV: Record<keyof AuthRateLimits, string> = {
  loginPerIp: 'SUPABASE_LOGIN_RATE_LIMIT_IP',
  signupPerIp: 'SUPABASE_SIGNUP_RATE_LIMIT_IP',
  signupPerEmail: 'SUPABASE_SIGNUP_RATE_LIMIT_EMAIL',
  recoverPerIp: 'SUPABASE_RECOVER_RATE_LIMIT_IP',
  recoverPerEmail: 'SUPABASE_RECOVER_RATE_LIMIT_EMAIL',
  verifyPerIp: 'SUPABASE_VERIFY_RATE_LIMIT_IP',
  verifyPerEmail: 'SUPABASE_VERIFY_RATE_LIMIT_EMAIL',
  refreshPerIp: 'SUPABASE_REFRESH_RATE_LIMIT_IP',
  passwordChangePerIp: 'SUPABASE_PASSWORD_CHANGE_RATE_LIMIT_IP',
  passwordChangePerUser: 'SUPABASE_PASSWORD_CHANGE_RATE_LIMIT_USER',
};

/**
 * Failed passwords slow down whoever fails, never the account itself: after `freeFailures` failures for one
 * account from one address (or `accountFreeFailures` from all addresses together), every address that has
 * failed on that account waits `baseDelayMs`, doubled per further failure, up to `maxDelayMs`, before its
 * next try. An address without failures on the account is never held back.
 */
export interface LoginBackoffPolicy {
  freeFailures: number;
  accountFreeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  memoryMs: number;
}

/** The variables that override the backoff policy (the delay in seconds). */
export const LOGIN_BACKOFF_ENV = {
  freeFailures: 'SUPABASE_LOGIN_BACKOFF_FREE_FAILURES',
  accountFreeFailures: 'SUPABASE_LOGIN_RATE_LIMIT_EMAIL',
  maxDelaySeconds: 'SUPABASE_LOGIN_BACKOFF_MAX_SECONDS',
} as const;

export const DEFAULT_LOGIN_BACKOFF: LoginBackoffPolicy = {
  freeFailures: 5,
  accountFreeFailures: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  memoryMs: ONE_HOUR,
};

export interface ApiConfig {
  host: string;
  port: number;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  siteUrl: string;
  /** This API's address as mailed links show it (GoTrue's API_EXTERNAL_URL); never taken from a request. */
  apiExternalUrl: string;
  outboxDir: string;
  storageDir: string;
  corsOrigins: string[];
  authRateLimits: AuthRateLimits;
  loginBackoff: LoginBackoffPolicy;
  databaseUrl?: string;
  /** Statement deadline, queue and pool from DATABASE_*; read here too so a bad value stops the start at once. */
  engine: EngineOptions;
  donationWebhookToken: string;
  newsletterCronSecret: string;
  newsletterWebhookSecret: string;
  /** NEWSLETTER_SEND_INTERVAL_MS: milliseconds between the local runs of newsletter-send; 0 turns them off. */
  newsletterSendIntervalMs: number;
  /** NEWSLETTER_TEST_CLOCK=1: a run's caller may set its instant (x-tales-test-now), for end-to-end tests. */
  newsletterTestClock: boolean;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return parsed;
}

function rateLimitsFromEnv(env: NodeJS.ProcessEnv): AuthRateLimits {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const key of Object.keys(AUTH_RATE_LIMIT_ENV) as (keyof AuthRateLimits)[]) {
    limits[key] = { ...limits[key], max: intFromEnv(env[AUTH_RATE_LIMIT_ENV[key]], limits[key].max) };
  }
  return limits;
}

/** Reads the API's configuration from the environment, falling back to the CLI-like defaults above. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.SUPABASE_API_HOST || DEFAULT_API_HOST;
  const port = intFromEnv(env.SUPABASE_API_PORT, DEFAULT_API_PORT);
  return {
    host,
    port,
    jwtSecret: env.SUPABASE_JWT_SECRET || DEFAULT_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY || DEFAULT_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY,
    publishableKey: env.SUPABASE_PUBLISHABLE_KEY || DEFAULT_PUBLISHABLE_KEY,
    secretKey: env.SUPABASE_SECRET_KEY || DEFAULT_SECRET_KEY,
    siteUrl: env.SUPABASE_SITE_URL || DEFAULT_SITE_URL,
    apiExternalUrl: (
      env.SUPABASE_API_EXTERNAL_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`
    ).replace(/\/+$/, ''),
    outboxDir: env.SUPABASE_OUTBOX_DIR || defaultOutboxDir(),
    storageDir: env.SUPABASE_STORAGE_DIR || defaultStorageDir(),
    corsOrigins: (env.SUPABASE_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    authRateLimits: rateLimitsFromEnv(env),
    loginBackoff: {
      ...DEFAULT_LOGIN_BACKOFF,
      freeFailures: intFromEnv(env[LOGIN_BACKOFF_ENV.freeFailures], DEFAULT_LOGIN_BACKOFF.freeFailures),
      accountFreeFailures: intFromEnv(
        env[LOGIN_BACKOFF_ENV.accountFreeFailures],
        DEFAULT_LOGIN_BACKOFF.accountFreeFailures,
      ),
      maxDelayMs: intFromEnv(env[LOGIN_BACKOFF_ENV.maxDelaySeconds], DEFAULT_LOGIN_BACKOFF.maxDelayMs / 1000) * 1000,
    },
    databaseUrl: env.DATABASE_URL || undefined,
    engine: engineOptions({}, env),
    donationWebhookToken: env.DONATION_WEBHOOK_TOKEN || DEFAULT_DONATION_WEBHOOK_TOKEN,
    newsletterCronSecret: env.NEWSLETTER_CRON_SECRET || DEFAULT_NEWSLETTER_CRON_SECRET,
    newsletterWebhookSecret: env.RESEND_WEBHOOK_SECRET || DEFAULT_NEWSLETTER_WEBHOOK_SECRET,
    newsletterSendIntervalMs: intFromEnv(env.NEWSLETTER_SEND_INTERVAL_MS, DEFAULT_NEWSLETTER_SEND_INTERVAL_MS),
    newsletterTestClock: env.NEWSLETTER_TEST_CLOCK === '1',
  };
}
