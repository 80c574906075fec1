import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../deps';
import { listMail } from '../outbox';
import { queryParam } from '../request-helpers';

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

  app.get('/health', async () => ({ version: 'tales-local', name: 'GoTrue', description: 'GoTrue-compatible auth API of the Tales local Supabase' }));

  app.get('/outbox', async (request) => listMail(deps.outboxDir, queryParam(request, 'email')));
}
