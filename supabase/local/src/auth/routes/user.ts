import type { FastifyInstance } from 'fastify';
import { requireUser } from '../current-user';
import type { AuthDeps } from '../deps';
import { authErrors } from '../errors';
import { hashPassword, passwordMatches } from '../passwords';
import { bodyOf } from '../request-helpers';
import { endSessions } from '../sessions';
import { findUserByEmail, findUserById, mergeMetadata, updateUserEmail, updateUserMetadata, updateUserPassword } from '../users';
import { checkNewPassword, normalizeEmail } from '../validation';

/** GET /user and PUT /user {data?, password?, email?}. */
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
    const email = body.email === undefined ? undefined : normalizeEmail(body.email);
    if (email !== undefined && email !== current.user.email && (await findUserByEmail(deps.db, email))) throw authErrors.emailExists();
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      const password = checkNewPassword(body.password);
      if (await passwordMatches(password, current.user.passwordHash)) throw authErrors.samePassword();
      passwordHash = await hashPassword(password);
    }
    const userId = current.user.id;
    const updated = await deps.db.transaction(async (tx) => {
      if (data !== undefined) {
        await updateUserMetadata(tx, userId, mergeMetadata(current.user.json.user_metadata, data as Record<string, unknown>));
      }
      if (email !== undefined && email !== current.user.email) await updateUserEmail(tx, userId, email);
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
