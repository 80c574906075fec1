import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyOf } from '../../http/api-key';
import { bearerToken, verifyJwt } from '../../http/jwt';
import type { AuthDeps } from '../deps';
import { authErrors } from '../errors';
import { listMail } from '../outbox';
import { queryParam } from '../request-helpers';

/**
 * Mail holds reset links and codes, so reading it is an admin call, as GoTrue's /admin endpoints: the bearer
 * token (or, without one, the API key, as Supabase's gateway forwards it) must be a valid service-role JWT.
 */
async function requireServiceRole(request: FastifyRequest, deps: AuthDeps): Promise<void> {
  const token = bearerToken(request.headers.authorization) ?? apiKeyOf(request);
  if (!token) throw authErrors.noAuthorization();
  const check = await verifyJwt(token, deps.jwtKey);
  if (!check.ok) throw authErrors.badJwt(check.failure.reason);
  if (check.claims.role !== 'service_role') throw authErrors.notAdmin();
}

/** GET /settings, GET /health, and GET /outbox (the local mail catcher: newest first, `?email=` to filter). */
export function registerMeta(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/settings', async () => ({
    external: { anonymous_users: false, email: true, phone: false, apple: false, github: false, google: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/health', async () => ({
    version: 'tales-local',
    name: 'GoTrue',
    description: 'GoTrue-compatible auth API of the Tales local Supabase',
  }));

  app.get('/outbox', async (request) => {
    await requireServiceRole(request, deps);
    return listMail(deps.outboxDir, queryParam(request, 'email'));
  });
}
