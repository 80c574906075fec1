import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** Why a bearer token was refused; callers turn this into GoTrue's or PostgREST's error shape. */
export type JwtFailure = { kind: 'expired'; reason: string } | { kind: 'invalid'; reason: string };

export type JwtCheck = { ok: true; claims: JWTPayload } | { ok: false; failure: JwtFailure };

/** PostgREST and GoTrue both allow a little clock skew. */
const CLOCK_TOLERANCE_SECONDS = 30;

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Verified tokens remembered per key; the oldest is forgotten beyond this many. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens whose signature already checked out with a key, with their payload. A browser sends the same token with
 * every request until it refreshes, so the signature (an HMAC and a key import) is checked once per token; the
 * expiry is still checked on every use. Keyed by the key object, so a server with another secret shares nothing.
 */
const verifiedByKey = new WeakMap<Uint8Array, Map<string, JWTPayload>>();

function verifiedTokens(key: Uint8Array): Map<string, JWTPayload> {
  let tokens = verifiedByKey.get(key);
  if (!tokens) {
    tokens = new Map();
    verifiedByKey.set(key, tokens);
  }
  return tokens;
}

/** jose's own expiry rule: expired once `exp` is at or before now minus the tolerance. */
function isExpired(claims: JWTPayload): boolean {
  return typeof claims.exp === 'number' && claims.exp <= Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE_SECONDS;
}

function remember(tokens: Map<string, JWTPayload>, token: string, claims: JWTPayload): void {
  if (tokens.size >= VERIFIED_TOKENS_KEPT) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
}

/**
 * Verifies an HS256 token signed with the project's secret. Any other algorithm (including `none`) is refused,
 * so a forged header can't downgrade the check.
 */
export async function verifyJwt(token: string, key: Uint8Array): Promise<JwtCheck> {
  const tokens = verifiedTokens(key);
  const known = tokens.get(token);
  if (known && !isExpired(known)) return { ok: true, claims: { ...known } };
  tokens.delete(token);
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], clockTolerance: CLOCK_TOLERANCE_SECONDS });
    remember(tokens, token, payload);
    return { ok: true, claims: { ...payload } };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      return { ok: false, failure: { kind: 'expired', reason: 'token has invalid claims: token is expired' } };
    if (error instanceof joseErrors.JOSEAlgNotAllowed)
      return { ok: false, failure: { kind: 'invalid', reason: 'signing method none is invalid' } };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return { ok: false, failure: { kind: 'invalid', reason: 'signature is invalid' } };
    return { ok: false, failure: { kind: 'invalid', reason: 'token is malformed' } };
  }
}

/** The token after `Bearer ` (case-insensitive scheme), or undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1] : undefined;
}
