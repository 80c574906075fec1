import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../deps';
import { authErrors } from '../errors';
import { MAIL_MAX_FREQUENCY_SECONDS } from '../mail-frequency';
import { escapeHtml } from '../mail-html';
import { writeMail } from '../outbox';
import { newOtp, recoveryTokenHash, saveRecoveryToken } from '../recovery';
import { bodyOf, queryParam, takeRateLimit } from '../request-helpers';
import { findUserByEmail } from '../users';
import { normalizeEmail } from '../validation';

/**
 * POST /recover?redirect_to=… {email}: mails a reset link and code to the local outbox. Always `{}`, so the
 * answer doesn't reveal whether the address has an account; the per-email limit and max_frequency count every
 * request for it, account or not, for the same reason. The link points at the configured API URL, whatever Host was asked.
 */
export function registerRecover(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/recover', async (request, reply) => {
    takeRateLimit(deps.limiters.recoverPerIp, request.ip);
    const body = bodyOf(request);
    if (body.email === undefined || body.email === '')
      throw authErrors.validation('Password recovery requires an email');
    const email = normalizeEmail(body.email);
    const perEmail = deps.limiters.recoverPerEmail;
    if (!perEmail.hit(email)) throw authErrors.emailRateLimited(perEmail.retryAfterMs(email));
    // max_frequency is kept per address, not per account, so a second request answers alike either way.
    if (!deps.limiters.recoverMailFrequency.hit(email)) throw authErrors.emailFrequency(MAIL_MAX_FREQUENCY_SECONDS);
    const user = await findUserByEmail(deps.db, email);
    if (user) {
      const requested = queryParam(request, 'redirect_to');
      const redirectTo = requested && deps.isAllowedRedirect(requested) ? requested : deps.siteUrl;
      const otp = newOtp();
      const tokenHash = recoveryTokenHash(email, otp);
      await deps.db.transaction((tx) => saveRecoveryToken(tx, user.id, email, tokenHash));
      const link = `${deps.apiExternalUrl()}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type: 'recovery', redirect_to: redirectTo })}`;
      await writeMail(deps.outboxDir, {
        type: 'recovery',
        to: email,
        subject: 'Reset Your Password',
        link,
        token: otp,
        token_hash: tokenHash,
        text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
        html: `<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="${escapeHtml(link)}">Reset Password</a></p><p>Alternatively, enter the code: ${otp}</p>`,
      });
    }
    return reply.send({});
  });
}
