import type { FastifyInstance } from 'fastify';
import { requireUser } from '../current-user';
import type { AuthDeps } from '../deps';
import { authErrors } from '../errors';
import { queryParam } from '../request-helpers';
import { endSessions, type LogoutScope } from '../sessions';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others → 204. */
export function registerLogout(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/logout', async (request, reply) => {
    const scope = queryParam(request, 'scope') ?? 'global';
    if (!(SCOPES as readonly string[]).includes(scope))
      throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await requireUser(deps.db, deps.jwtKey, request.headers.authorization);
    await deps.db.transaction((tx) => endSessions(tx, user.id, sessionId, scope as LogoutScope));
    return reply.code(204).send();
  });
}
