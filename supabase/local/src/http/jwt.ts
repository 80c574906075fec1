import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** Why a bearer token was refused; callers turn this into GoTrue's or PostgREST's error shape. */
export type JwtFailure = { kind: 'expired'; reason: string } | { kind: 'invalid'; reason: string };

export type JwtCheck = { ok: true; claims: JWTPayload } | { ok: false; failure: JwtFailure };

/** PostgREST and GoTrue both allow a little clock skew. */
const CLOCK_TOLERANCE_SECONDS = 30;

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Verifies an HS256 token signed with the project's secret. Any other algorithm (including `none`) is refused,
 * so a forged header can't downgrade the check.
 */
export async function verifyJwt(token: string, key: Uint8Array): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], clockTolerance: CLOCK_TOLERANCE_SECONDS });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, failure: { kind: 'expired', reason: 'token has invalid claims: token is expired' } };
    if (error instanceof joseErrors.JOSEAlgNotAllowed) return { ok: false, failure: { kind: 'invalid', reason: 'signing method none is invalid' } };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) return { ok: false, failure: { kind: 'invalid', reason: 'signature is invalid' } };
    return { ok: false, failure: { kind: 'invalid', reason: 'token is malformed' } };
  }
}

/** The token after `Bearer ` (case-insensitive scheme), or undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1] : undefined;
}
