import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenSettings, type AuthDeps } from '../deps';
import { authErrors } from '../errors';
import { consumeRecoveryToken, recoveryTokenHash } from '../recovery';
import { bodyOf, clientOf, queryParam, takeRateLimit } from '../request-helpers';
import { startSession } from '../session-service';
import type { SessionJson } from '../tokens';
import { normalizeEmail } from '../validation';

/** Types GoTrue verifies; with confirmations off only recovery tokens are ever issued here. */
const OTP_TYPES = ['recovery', 'signup', 'invite', 'magiclink', 'email', 'email_change'];

/** Signs in with a recovery token, consuming it; undefined when it is unknown, used or expired. */
async function verifyRecovery(request: FastifyRequest, deps: AuthDeps, tokenHash: string): Promise<SessionJson | undefined> {
  const settings = tokenSettings(deps);
  return deps.db.transaction(async (tx) => {
    const userId = await consumeRecoveryToken(tx, tokenHash);
    return userId ? startSession(tx, settings, userId, 'otp', clientOf(request)) : undefined;
  });
}

function withHash(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/**
 * GET /verify (the link in the mail): 303 to redirect_to with the session in the URL fragment, as auth-js's
 * detectSessionInUrl expects. POST /verify {type, token_hash | email+token}: the session as JSON.
 */
export function registerVerify(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/verify', async (request, reply) => {
    const requested = queryParam(request, 'redirect_to');
    const target = requested && deps.isAllowedRedirect(requested) ? requested : deps.siteUrl;
    const token = queryParam(request, 'token') ?? '';
    const type = queryParam(request, 'type');
    const session = type === 'recovery' && token !== '' && deps.limiters.verifyPerIp.hit(request.ip) ? await verifyRecovery(request, deps, token) : undefined;
    if (!session) {
      return reply.redirect(withHash(target, {
        error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired', sb: '',
      }), 303);
    }
    return reply.redirect(withHash(target, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: 'recovery',
    }), 303);
  });

  app.post('/verify', async (request, reply) => {
    const body = bodyOf(request);
    const type = body.type;
    if (typeof type !== 'string' || !OTP_TYPES.includes(type)) throw authErrors.validation('Verify requires a verification type');
    // OTP guesses are sign-in attempts: six digits must not be brute-forceable, from one address or at one email.
    takeRateLimit(deps.limiters.verifyPerIp, request.ip);
    let tokenHash: string;
    if (typeof body.token_hash === 'string' && body.token_hash !== '') tokenHash = body.token_hash;
    else if (typeof body.token === 'string' && body.token !== '' && body.email !== undefined) {
      const email = normalizeEmail(body.email);
      takeRateLimit(deps.limiters.verifyPerEmail, email);
      tokenHash = recoveryTokenHash(email, body.token);
    } else throw authErrors.validation('Verify requires either a token or a token hash');
    const session = type === 'recovery' ? await verifyRecovery(request, deps, tokenHash) : undefined;
    if (!session) throw authErrors.otpExpired();
    return reply.send(session);
  });
}
