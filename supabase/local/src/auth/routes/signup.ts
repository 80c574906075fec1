import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../deps';
import { tokenSettings } from '../deps';
import { authErrorFromDatabase, authErrors } from '../errors';
import { hashPassword } from '../passwords';
import { bodyOf, clientOf, takeRateLimit } from '../request-helpers';
import { startSession } from '../session-service';
import { createEmailUser, findUserByEmail } from '../users';
import { checkNewPassword, normalizeEmail } from '../validation';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** POST /signup with email confirmations off (the CLI default): the new user is signed in at once. */
export function registerSignup(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/signup', async (request, reply) => {
    takeRateLimit(deps.limiters.signupPerIp, request.ip);
    const body = bodyOf(request);
    if (body.email === undefined && body.phone === undefined && body.password === undefined)
      throw authErrors.anonymousDisabled();
    const email = normalizeEmail(body.email);
    takeRateLimit(deps.limiters.signupPerEmail, email);
    const password = checkNewPassword(body.password);
    const data = body.data ?? {};
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw authErrors.validation('data must be a JSON object');
    if (await findUserByEmail(deps.db, email)) throw authErrors.userAlreadyExists();
    const passwordHash = await hashPassword(deps.passwords, password);
    const settings = tokenSettings(deps);
    try {
      const session = await deps.db.transaction(async (tx) => {
        const userId = await createEmailUser(tx, email, passwordHash, data as Record<string, unknown>);
        return startSession(tx, settings, userId, 'password', clientOf(request));
      });
      return reply.code(200).send(session);
    } catch (error) {
      // Two signups racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw authErrors.userAlreadyExists();
      // Metadata a trigger or CHECK constraint refuses (a display name too long) is the caller's to fix.
      const refused = authErrorFromDatabase(error);
      if (refused) throw refused;
      request.log.error({ err: error }, 'signup failed');
      throw authErrors.databaseError('saving new user');
    }
  });
}
