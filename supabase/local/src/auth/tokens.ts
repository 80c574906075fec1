import { SignJWT } from 'jose';
import type { UserJson } from './user-json';

export type AuthMethod = 'password' | 'otp';

export interface TokenSettings {
  key: Uint8Array;
  /** `iss`, e.g. http://127.0.0.1:54321/auth/v1 */
  issuer: string;
  /** Access-token lifetime in seconds (Supabase's jwt_expiry). */
  expiresIn: number;
}

/** GoTrue's AccessTokenResponse: auth-js treats it as a session. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

/** HS256 access token with GoTrue's claims, in GoTrue's order. */
export async function signAccessToken(
  settings: TokenSettings,
  user: UserJson,
  sessionId: string,
  method: AuthMethod,
  authenticatedAt: number,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.expiresIn;
  const claims = {
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: authenticatedAt }],
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(settings.key);
  return { token, expiresAt: exp };
}

export async function sessionResponse(
  settings: TokenSettings,
  user: UserJson,
  sessionId: string,
  refreshToken: string,
  method: AuthMethod,
  authenticatedAt: number,
): Promise<SessionJson> {
  const { token, expiresAt } = await signAccessToken(settings, user, sessionId, method, authenticatedAt);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}
