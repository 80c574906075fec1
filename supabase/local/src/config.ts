import path from 'node:path';
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
export const DEFAULT_SITE_URL = 'http://127.0.0.1:3000';
export const DEFAULT_API_HOST = '127.0.0.1';
export const DEFAULT_API_PORT = 54321;

/** Where password-reset mail lands unless SUPABASE_OUTBOX_DIR says otherwise: <repo>/.data/outbox. */
export function defaultOutboxDir(): string {
  return path.join(repoRoot(), '.data', 'outbox');
}

/** Where Storage objects are kept unless SUPABASE_STORAGE_DIR says otherwise: <repo>/.data/storage. */
export function defaultStorageDir(): string {
  return path.join(repoRoot(), '.data', 'storage');
}

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface LoginRateLimits {
  /** Every password-grant attempt from one IP counts (GoTrue's sign_in_sign_ups: 30 per 5 minutes). */
  perIp: RateLimit;
  /** Failed password-grant attempts for one email count, whatever IP they come from (brute-force guard). */
  perEmail: RateLimit;
}

export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = {
  perIp: { max: 30, windowMs: 5 * 60_000 },
  perEmail: { max: 10, windowMs: 5 * 60_000 },
};

export interface ApiConfig {
  host: string;
  port: number;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  outboxDir: string;
  storageDir: string;
  corsOrigins: string[];
  loginRateLimits: LoginRateLimits;
  databaseUrl?: string;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return parsed;
}

/** Reads the API's configuration from the environment, falling back to the CLI-like defaults above. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    host: env.SUPABASE_API_HOST || DEFAULT_API_HOST,
    port: intFromEnv(env.SUPABASE_API_PORT, DEFAULT_API_PORT),
    jwtSecret: env.SUPABASE_JWT_SECRET || DEFAULT_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY || DEFAULT_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY,
    siteUrl: env.SUPABASE_SITE_URL || DEFAULT_SITE_URL,
    outboxDir: env.SUPABASE_OUTBOX_DIR || defaultOutboxDir(),
    storageDir: env.SUPABASE_STORAGE_DIR || defaultStorageDir(),
    corsOrigins: (env.SUPABASE_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    loginRateLimits: {
      perIp: {
        max: intFromEnv(env.SUPABASE_LOGIN_RATE_LIMIT_IP, DEFAULT_LOGIN_RATE_LIMITS.perIp.max),
        windowMs: DEFAULT_LOGIN_RATE_LIMITS.perIp.windowMs,
      },
      perEmail: {
        max: intFromEnv(env.SUPABASE_LOGIN_RATE_LIMIT_EMAIL, DEFAULT_LOGIN_RATE_LIMITS.perEmail.max),
        windowMs: DEFAULT_LOGIN_RATE_LIMITS.perEmail.windowMs,
      },
    },
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
