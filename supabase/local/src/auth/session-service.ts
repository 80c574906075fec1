import type { Queryable } from '../db';
import { authErrors } from './errors';
import {
  activeChild,
  createSession,
  issueRefreshToken,
  lockRefreshToken,
  revokeRefreshToken,
  revokeSessionTokens,
  touchSession,
} from './sessions';
import { sessionResponse, type AuthMethod, type SessionJson, type TokenSettings } from './tokens';
import { findUserById, isBanned, recordSignIn } from './users';

export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

/** Signs a user in: a new session with its first refresh token, and an access token for it. */
export async function startSession(
  tx: Queryable,
  settings: TokenSettings,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionJson> {
  await recordSignIn(tx, userId);
  const user = await findUserById(tx, userId);
  if (!user) throw authErrors.userNotFound();
  const sessionId = await createSession(tx, userId, client);
  const refreshToken = await issueRefreshToken(tx, userId, sessionId, null);
  return sessionResponse(settings, user.json, sessionId, refreshToken, method, Math.floor(Date.now() / 1000));
}

/** The outcome of a refresh; a reuse is reported after committing, so the family's revocation sticks. */
export type RefreshOutcome =
  { ok: true; session: SessionJson } | { ok: false; error: 'not_found' | 'already_used' | 'banned' };

/**
 * Rotation with reuse detection, as GoTrue: each refresh revokes the token and issues a child. Presenting a
 * revoked token again within the reuse interval returns the current child (a client racing itself); later, it
 * revokes every token of the session.
 */
export async function refreshSession(
  tx: Queryable,
  settings: TokenSettings,
  token: string,
  reuseIntervalSeconds: number,
): Promise<RefreshOutcome> {
  const row = await lockRefreshToken(tx, token);
  if (!row || !row.session_id) return { ok: false, error: 'not_found' };
  const user = await findUserById(tx, row.user_id);
  if (!user) return { ok: false, error: 'not_found' };
  // As GoTrue: a ban ends every session at its next refresh, whatever the token's state.
  if (isBanned(user)) return { ok: false, error: 'banned' };
  let next: string;
  if (row.revoked) {
    const child = await activeChild(tx, row.token);
    if (!child || row.age_seconds > reuseIntervalSeconds) {
      await revokeSessionTokens(tx, row.session_id);
      return { ok: false, error: 'already_used' };
    }
    next = child;
  } else {
    await revokeRefreshToken(tx, row.id);
    next = await issueRefreshToken(tx, row.user_id, row.session_id, row.token);
  }
  await touchSession(tx, row.session_id);
  const session = await sessionResponse(
    settings,
    user.json,
    row.session_id,
    next,
    'password',
    Math.floor(Date.now() / 1000),
  );
  return { ok: true, session };
}
