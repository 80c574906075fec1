import type { FastifyInstance } from 'fastify';
import { requireUser } from '../current-user';
import type { AuthDeps } from '../deps';
import { mailEmailChange } from '../email-change-mail';
import { startEmailChange } from '../email-change';
import { authErrors } from '../errors';
import { refuseWithinMaxFrequency } from '../mail-frequency';
import { hashPassword, passwordMatches } from '../passwords';
import { bodyOf, queryParam, takeRateLimit } from '../request-helpers';
import { endSessions } from '../sessions';
import { findUserByEmail, findUserById, mergeMetadata, updateUserMetadata, updateUserPassword } from '../users';
import { checkNewPassword, normalizeEmail } from '../validation';

/**
 * GET /user and PUT /user {data?, password?, email?}. A new email is never applied here: as GoTrue does with
 * double_confirm_changes, it waits in email_change until the links mailed to both addresses are followed
 * (POST/GET /verify type=email_change), so nobody takes an address, or what belongs to it, by naming it.
 */
export function registerUser(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/user', async (request, reply) => {
    const { user } = await requireUser(deps.db, deps.jwtKey, request.headers.authorization);
    return reply.send(user.json);
  });

  app.put('/user', async (request, reply) => {
    const current = await requireUser(deps.db, deps.jwtKey, request.headers.authorization);
    const body = bodyOf(request);
    const data = body.data;
    if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
      throw authErrors.validation('data must be a JSON object');
    }
    const requestedEmail = body.email === undefined || body.email === '' ? undefined : normalizeEmail(body.email);
    // The same address again is no change at all, as in GoTrue.
    const newEmail = requestedEmail !== undefined && requestedEmail !== current.user.email ? requestedEmail : undefined;
    if (newEmail !== undefined) {
      if (await findUserByEmail(deps.db, newEmail)) throw authErrors.emailExists();
      refuseWithinMaxFrequency(current.user.emailChangeSentAt, Date.now());
    }
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      const password = checkNewPassword(body.password);
      // Each change costs two bcrypt runs: one account or one address cannot keep the hashing threads busy.
      takeRateLimit(deps.limiters.passwordChangePerIp, request.ip);
      takeRateLimit(deps.limiters.passwordChangePerUser, current.user.id);
      if (await passwordMatches(deps.passwords, password, current.user.passwordHash)) throw authErrors.samePassword();
      passwordHash = await hashPassword(deps.passwords, password);
    }
    const requested = queryParam(request, 'redirect_to');
    const redirectTo = requested && deps.isAllowedRedirect(requested) ? requested : deps.siteUrl;
    const userId = current.user.id;
    const updated = await deps.db.transaction(async (tx) => {
      if (data !== undefined) {
        await updateUserMetadata(
          tx,
          userId,
          mergeMetadata(current.user.json.user_metadata, data as Record<string, unknown>),
        );
      }
      if (newEmail !== undefined && current.user.email) {
        const pending = await startEmailChange(tx, userId, current.user.email, newEmail);
        await mailEmailChange(deps.outboxDir, deps.apiExternalUrl(), redirectTo, pending);
      }
      if (passwordHash !== undefined) {
        await updateUserPassword(tx, userId, passwordHash);
        // A new password keeps this session and signs every other one out (GoTrue's LogoutAllExceptMe).
        await endSessions(tx, userId, current.sessionId, 'others');
      }
      return findUserById(tx, userId);
    });
    if (!updated) throw authErrors.userNotFound();
    return reply.send(updated.json);
  });
}
