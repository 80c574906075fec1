import type { JWTPayload } from 'jose';
import type { Queryable } from '../db';
import { bearerToken, verifyJwt } from '../http/jwt';
import { authErrors } from './errors';
import { sessionExists } from './sessions';
import { findUserById, type UserRecord } from './users';

export interface CurrentUser {
  user: UserRecord;
  claims: JWTPayload;
  sessionId?: string;
}

/**
 * GoTrue's requireAuthentication: a valid user JWT whose user still exists and whose session (when the token
 * names one) has not been signed out.
 */
export async function requireUser(
  db: Queryable,
  key: Uint8Array,
  authorization: string | undefined,
): Promise<CurrentUser> {
  const token = bearerToken(authorization);
  if (!token) throw authErrors.noAuthorization();
  const check = await verifyJwt(token, key);
  if (!check.ok) throw authErrors.badJwt(check.failure.reason);
  const claims = check.claims;
  if (typeof claims.sub !== 'string' || claims.sub === '') throw authErrors.badJwt('invalid claim: missing sub claim');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(db, sessionId))) throw authErrors.sessionNotFound();
  const user = await findUserById(db, claims.sub);
  if (!user) throw authErrors.userNotFound();
  return { user, claims, sessionId };
}
