import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenSettings, type AuthDeps } from '../deps';
import { confirmEmailChange } from '../email-change';
import { AuthError, authErrors } from '../errors';
import { consumeRecoveryToken, recoveryTokenHash } from '../recovery';
import { bodyOf, clientOf, queryParam, takeRateLimit } from '../request-helpers';
import { startSession } from '../session-service';
import type { SessionJson } from '../tokens';
import { normalizeEmail } from '../validation';

/** Types GoTrue verifies; with confirmations off only recovery and email-change tokens are ever issued here. */
const OTP_TYPES = ['recovery', 'signup', 'invite', 'magiclink', 'email', 'email_change'];

/** GoTrue's answer when the first of the two email-change links has been followed. */
const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** A verified token: a session, or (email change) the note that the other address must still confirm. */
type Verified = { session: SessionJson } | { awaitingOtherAddress: true } | undefined;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** Consumes a recovery or email-change token; undefined when it is unknown, used or expired. */
async function verifyToken(
  request: FastifyRequest,
  deps: AuthDeps,
  type: string,
  tokenHash: string,
): Promise<Verified> {
  const settings = tokenSettings(deps);
  const client = clientOf(request);
  if (type === 'recovery') {
    return deps.db.transaction(async (tx) => {
      const userId = await consumeRecoveryToken(tx, tokenHash);
      return userId ? { session: await startSession(tx, settings, userId, 'otp', client) } : undefined;
    });
  }
  if (type !== 'email_change') return undefined;
  try {
    return await deps.db.transaction(async (tx): Promise<Verified> => {
      const outcome = await confirmEmailChange(tx, tokenHash);
      if (outcome.kind === 'invalid') return undefined;
      if (outcome.kind === 'first_confirmed') return { awaitingOtherAddress: true };
      return { session: await startSession(tx, settings, outcome.userId, 'otp', client) };
    });
  } catch (error) {
    // The address was registered by its owner while the change waited: the change cannot happen.
    if (isUniqueViolation(error)) throw authErrors.emailExists();
    throw error;
  }
}

function withHash(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

const LINK_INVALID = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
  sb: '',
};

/**
 * GET /verify (the link in the mail): 303 to redirect_to with the session in the URL fragment, as auth-js's
 * detectSessionInUrl expects. POST /verify {type, token_hash | email+token}: the session as JSON. The first of
 * two email-change links answers GoTrue's message instead of a session.
 */
export function registerVerify(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/verify', async (request, reply) => {
    const requested = queryParam(request, 'redirect_to');
    const target = requested && deps.isAllowedRedirect(requested) ? requested : deps.siteUrl;
    const token = queryParam(request, 'token') ?? '';
    const type = queryParam(request, 'type') ?? '';
    let verified: Verified;
    try {
      verified =
        token !== '' && deps.limiters.verifyPerIp.hit(request.ip)
          ? await verifyToken(request, deps, type, token)
          : undefined;
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      return reply.redirect(
        withHash(target, { error: 'access_denied', error_code: error.code, error_description: error.message, sb: '' }),
        303,
      );
    }
    if (!verified) return reply.redirect(withHash(target, LINK_INVALID), 303);
    if (!('session' in verified))
      return reply.redirect(withHash(target, { message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }), 303);
    const { session } = verified;
    return reply.redirect(
      withHash(target, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
        type,
      }),
      303,
    );
  });

  app.post('/verify', async (request, reply) => {
    const body = bodyOf(request);
    const type = body.type;
    if (typeof type !== 'string' || !OTP_TYPES.includes(type))
      throw authErrors.validation('Verify requires a verification type');
    // OTP guesses are sign-in attempts: six digits must not be brute-forceable, from one address or at one email.
    takeRateLimit(deps.limiters.verifyPerIp, request.ip);
    let tokenHash: string;
    if (typeof body.token_hash === 'string' && body.token_hash !== '') tokenHash = body.token_hash;
    else if (typeof body.token === 'string' && body.token !== '' && body.email !== undefined) {
      const email = normalizeEmail(body.email);
      takeRateLimit(deps.limiters.verifyPerEmail, email);
      // Each email-change code is hashed with the address it was mailed to, so the hash names the side.
      tokenHash = recoveryTokenHash(email, body.token);
    } else throw authErrors.validation('Verify requires either a token or a token hash');
    const verified = await verifyToken(request, deps, type, tokenHash);
    if (!verified) throw authErrors.otpExpired();
    if (!('session' in verified)) return reply.send({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return reply.send(verified.session);
  });
}
