import type { Database } from '../db';
import type { SlidingWindowLimiter } from './rate-limit';
import type { TokenSettings } from './tokens';

/** What the auth routes need from the server. */
export interface AuthDeps {
  db: Database;
  jwtKey: Uint8Array;
  /** Access-token lifetime, seconds. */
  jwtExpiry: number;
  siteUrl: string;
  outboxDir: string;
  /** A redirect target GoTrue would accept (site URL or an allowed origin); others fall back to siteUrl. */
  isAllowedRedirect: (url: string) => boolean;
  loginLimiters: { perIp: SlidingWindowLimiter; perEmail: SlidingWindowLimiter };
  /** A rotated refresh token used again within this many seconds returns the current session instead of failing. */
  refreshReuseIntervalSeconds: number;
}

/** Token settings for one request: `iss` is this API's own /auth/v1 URL. */
export function tokenSettings(deps: AuthDeps, apiUrl: string): TokenSettings {
  return { key: deps.jwtKey, issuer: `${apiUrl}/auth/v1`, expiresIn: deps.jwtExpiry };
}
