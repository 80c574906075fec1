import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError, authErrors } from '../errors';
import { tokenSettings, type AuthDeps } from '../deps';
import { passwordMatches } from '../passwords';
import { apiUrlOf, bodyOf, clientOf, queryParam, type JsonBody } from '../request-helpers';
import { refreshSession, startSession } from '../session-service';
import { findUserByEmail } from '../users';

async function passwordGrant(request: FastifyRequest, body: JsonBody, deps: AuthDeps) {
  const { perIp, perEmail } = deps.loginLimiters;
  // Every attempt from an IP counts; for an email only failures count, so its owner isn't locked out by success.
  if (!perIp.hit(request.ip)) throw authErrors.rateLimited();
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (email === '' || password === '') throw authErrors.invalidCredentials();
  if (perEmail.isExhausted(email)) throw authErrors.rateLimited();
  const user = await findUserByEmail(deps.db, email);
  const matches = await passwordMatches(password, user?.passwordHash);
  if (!user || !matches) {
    perEmail.hit(email);
    throw authErrors.invalidCredentials();
  }
  if (user.bannedUntil && user.bannedUntil.getTime() > Date.now()) throw new AuthError(400, 'user_banned', 'User is banned');
  const settings = tokenSettings(deps, apiUrlOf(request));
  return deps.db.transaction((tx) => startSession(tx, settings, user.id, 'password', clientOf(request)));
}

async function refreshGrant(request: FastifyRequest, body: JsonBody, deps: AuthDeps) {
  const token = body.refresh_token;
  if (typeof token !== 'string' || token === '') {
    // GoTrue answers this one in OAuth style.
    throw new AuthError(400, 'validation_failed', 'refresh_token required', { error: 'invalid_request', error_description: 'refresh_token required' });
  }
  const settings = tokenSettings(deps, apiUrlOf(request));
  const outcome = await deps.db.transaction((tx) => refreshSession(tx, settings, token, deps.refreshReuseIntervalSeconds));
  if (outcome.ok) return outcome.session;
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
