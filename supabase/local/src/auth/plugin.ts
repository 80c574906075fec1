import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../db';
import { requireApiKey, type ApiKeys } from '../http/api-key';
import type { AuthDeps } from './deps';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorFromDatabase, authErrors } from './errors';
import { refuseNul } from './input-guard';
import { registerLogout } from './routes/logout';
import { registerMeta } from './routes/meta';
import { registerRecover } from './routes/recover';
import { registerSignup } from './routes/signup';
import { registerToken } from './routes/token';
import { registerUser } from './routes/user';
import { registerVerify } from './routes/verify';
import { queryParams } from '../http/query-string';

/** Like Supabase's gateway: the mail link and health check work without an API key. */
const OPEN_PATHS = new Set(['/auth/v1/verify', '/auth/v1/health']);

export function sendAuthError(reply: FastifyReply, error: AuthError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .header(API_VERSION_HEADER, API_VERSION)
    .header('x-sb-error-code', error.code)
    .send(error.body());
}

/** Maps anything thrown in an auth route to GoTrue's error JSON; framework errors keep their 4xx status. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof DatabaseUnavailableError)
    return new AuthError(503, 'unexpected_failure', 'Service temporarily unavailable, please retry');
  const mapped = authErrorFromDatabase(error);
  if (mapped) return mapped;
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON' || fastifyError.code === 'BAD_JSON')
    return authErrors.badJson(fastifyError.message ?? 'invalid JSON');
  if (fastifyError.statusCode === 413)
    return new AuthError(413, 'request_too_large', 'Request body is larger than the 1 MB limit');
  if (fastifyError.statusCode === 415)
    return new AuthError(415, 'validation_failed', 'Content-Type must be application/json');
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AuthError(fastifyError.statusCode, 'validation_failed', fastifyError.message ?? 'Bad request');
  }
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

/** Registers /auth/v1/* (mount with prefix '/auth/v1'). */
export async function authPlugin(app: FastifyInstance, opts: { deps: AuthDeps; keys: ApiKeys }): Promise<void> {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // auth-js reads `code` only from responses that carry the API version header, so every answer has it.
    void reply.header(API_VERSION_HEADER, API_VERSION);
    if (request.method === 'OPTIONS' || OPEN_PATHS.has(request.url.split('?')[0])) return;
    if (!requireApiKey(request, reply, opts.keys)) return reply;
  });
  app.addHook('preHandler', async (request) => {
    refuseNul(queryParams(request.url), request.body);
  });
  app.setErrorHandler(async (error, request, reply) => {
    const authError = toAuthError(error);
    if (authError.status >= 500) request.log.error({ err: error }, 'auth request failed');
    return sendAuthError(reply, authError);
  });
  app.setNotFoundHandler(async (request, reply) =>
    sendAuthError(reply, new AuthError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
  registerSignup(app, opts.deps);
  registerToken(app, opts.deps);
  registerUser(app, opts.deps);
  registerLogout(app, opts.deps);
  registerRecover(app, opts.deps);
  registerVerify(app, opts.deps);
  registerMeta(app, opts.deps);
}
