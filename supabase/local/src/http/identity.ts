import type { JWTPayload } from 'jose';
import type { ApiRole, RequestIdentity } from '../db';
import type { ApiKeyRole } from './api-key';
import { verifyJwt, type JwtFailure } from './jwt';

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export type IdentityResult =
  | { ok: true; identity: RequestIdentity & { claims: JWTPayload } }
  | { ok: false; failure: JwtFailure | { kind: 'role'; role: string } };

/**
 * The database role for a REST request, as PostgREST decides it: the Bearer JWT's `role` claim when a token is
 * sent (a token without `role` means anon), else the role of the API key.
 */
export async function resolveIdentity(
  token: string | undefined,
  apiKeyRole: ApiKeyRole,
  key: Uint8Array,
): Promise<IdentityResult> {
  if (token === undefined) return { ok: true, identity: { role: apiKeyRole, claims: { role: apiKeyRole } } };
  const check = await verifyJwt(token, key);
  if (!check.ok) return { ok: false, failure: check.failure };
  const role = typeof check.claims.role === 'string' ? check.claims.role : 'anon';
  if (!API_ROLES.includes(role)) return { ok: false, failure: { kind: 'role', role } };
  return { ok: true, identity: { role: role as ApiRole, claims: check.claims } };
}
