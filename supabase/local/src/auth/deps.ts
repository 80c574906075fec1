import type { Database } from '../db';
import type { PasswordHasher } from './hash-pool';
import type { LoginBackoff } from './login-backoff';
import type { AuthLimiters } from './rate-limit';
import type { TokenSettings } from './tokens';

/** What the auth routes need from the server. */
export interface AuthDeps {
  db: Database;
  jwtKey: Uint8Array;
  /** Access-token lifetime, seconds. */
  jwtExpiry: number;
  siteUrl: string;
  /** This API's own address for `iss` and mailed links: configured, never read from a request's Host. */
  apiExternalUrl: () => string;
  outboxDir: string;
  /** A redirect target GoTrue would accept (site URL or an allowed origin); others fall back to siteUrl. */
  isAllowedRedirect: (url: string) => boolean;
  limiters: AuthLimiters;
  /** bcrypt off the server's thread. */
  passwords: PasswordHasher;
  loginBackoff: LoginBackoff;
  /** A rotated refresh token used again within this many seconds returns the current session instead of failing. */
  refreshReuseIntervalSeconds: number;
}

/** Token settings: `iss` is this API's own /auth/v1 URL. */
export function tokenSettings(deps: AuthDeps): TokenSettings {
  return { key: deps.jwtKey, issuer: `${deps.apiExternalUrl()}/auth/v1`, expiresIn: deps.jwtExpiry };
}
