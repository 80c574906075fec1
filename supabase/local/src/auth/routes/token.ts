import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError, authErrors } from '../errors';
import { tokenSettings, type AuthDeps } from '../deps';
import { passwordMatches } from '../passwords';
import { bodyOf, clientOf, queryParam, takeRateLimit, type JsonBody } from '../request-helpers';
import { refreshSession, startSession } from '../session-service';
import { findUserByEmail, isBanned } from '../users';

/** Refresh tokens this API issues are 32 URL-safe characters; anything far off is not looked up at all. */
const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

async function passwordGrant(request: FastifyRequest, body: JsonBody, deps: AuthDeps) {
  takeRateLimit(deps.limiters.loginPerIp, request.ip);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (email === '' || password === '') throw authErrors.invalidCredentials();
  // Only the address that failed waits; the account itself never locks (LoginBackoffPolicy).
  const waitMs = deps.loginBackoff.waitMs(email, request.ip);
  if (waitMs > 0) throw authErrors.rateLimited(waitMs);
  const user = await findUserByEmail(deps.db, email);
  const matches = await passwordMatches(deps.passwords, password, user?.passwordHash);
  if (!user || !matches) {
    deps.loginBackoff.recordFailure(email, request.ip);
    throw authErrors.invalidCredentials();
  }
  deps.loginBackoff.recordSuccess(email, request.ip);
  if (isBanned(user)) throw authErrors.userBanned();
  return deps.db.transaction((tx) => startSession(tx, tokenSettings(deps), user.id, 'password', clientOf(request)));
}

async function refreshGrant(request: FastifyRequest, body: JsonBody, deps: AuthDeps) {
  takeRateLimit(deps.limiters.refreshPerIp, request.ip);
  const token = body.refresh_token;
  if (typeof token !== 'string' || token === '') {
    // GoTrue answers this one in OAuth style.
    throw new AuthError(400, 'validation_failed', 'refresh_token required', {
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  }
  if (!REFRESH_TOKEN_PATTERN.test(token)) throw authErrors.refreshTokenNotFound();
  const outcome = await deps.db.transaction((tx) =>
    refreshSession(tx, tokenSettings(deps), token, deps.refreshReuseIntervalSeconds),
  );
  if (outcome.ok) return outcome.session;
  if (outcome.error === 'banned') throw authErrors.refreshUserBanned();
  throw outcome.error === 'already_used' ? authErrors.refreshTokenAlreadyUsed() : authErrors.refreshTokenNotFound();
}

/** POST /token?grant_type=password|refresh_token */
export function registerToken(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/token', async (request, reply) => {
    const grantType = queryParam(request, 'grant_type');
    const body = bodyOf(request);
    if (grantType === 'password') return reply.send(await passwordGrant(request, body, deps));
    if (grantType === 'refresh_token') return reply.send(await refreshGrant(request, body, deps));
    throw authErrors.unsupportedGrant();
  });
}
