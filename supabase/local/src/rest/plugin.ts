import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError, type RequestIdentity } from '../db';
import { requireApiKey, type ApiKeys } from '../http/api-key';
import { resolveIdentity } from '../http/identity';
import { bearerToken } from '../http/jwt';
import type { RestContext, RestMethod, RestRequest } from './context';
import { RestError, restErrorFromDatabase } from './errors';
import type { RestResponse } from './response';
import { describeApi } from './openapi';
import { handleRpc } from './rpc-handler';
import { handleTable } from './table-handler';
import { queryParams } from '../http/query-string';

declare module 'fastify' {
  interface FastifyRequest {
    restIdentity?: RequestIdentity;
  }
}

function sendRestError(reply: FastifyReply, error: RestError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(error.body));
}

/** Framework-level failures (bad JSON, size, content type) as PostgREST-shaped 4xx bodies. */
export function toRestError(error: unknown): RestError {
  if (error instanceof RestError) return error;
  // Refused before the route ran (too many requests in progress): the role plays no part in a 503.
  if (error instanceof DatabaseUnavailableError) return restErrorFromDatabase(error, 'anon');
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.code === 'FST_ERR_CTP_INVALID_JSON' || e.code === 'BAD_JSON')
    return new RestError(400, 'PGRST102', 'Empty or invalid json', e.message ?? null);
  if (e.statusCode === 413)
    return new RestError(413, 'PGRST413', 'Payload Too Large', 'The request body is larger than the 1 MB limit');
  if (e.statusCode === 415)
    return new RestError(415, 'PGRST107', 'Unsupported Media Type', 'Send request bodies as application/json');
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500)
    return new RestError(e.statusCode, 'PGRST100', e.message ?? 'Bad request');
  return new RestError(500, 'PGRST000', 'Internal server error');
}

/**
 * The request's headers as PostgREST hands them to SQL (`request.headers`), after the platform's proxies: the API
 * appends the address it saw to x-forwarded-for, as Supabase's gateway does, and drops cf-connecting-ip, which
 * only Cloudflare in front of a hosted project sets. So a function can trust the last x-forwarded-for hop.
 */
function lowerCaseHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  delete headers['cf-connecting-ip'];
  const seen = request.socket.remoteAddress ?? 'unknown';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${seen}` : seen;
  return headers;
}

function jwtError(kind: 'expired' | 'invalid' | 'role', detail: string): RestError {
  if (kind === 'role') return new RestError(403, '42501', `permission denied to set role "${detail}"`);
  const message = kind === 'expired' ? 'JWT expired' : 'No suitable key or wrong key type';
  return new RestError(
    401,
    kind === 'expired' ? 'PGRST303' : 'PGRST301',
    message,
    kind === 'invalid' ? detail : null,
    null,
    {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
  );
}

function send(reply: FastifyReply, response: RestResponse): FastifyReply {
  void reply.code(response.status).headers(response.headers);
  return response.body === undefined ? reply.send() : reply.send(response.body);
}

/** Registers /rest/v1/* (mount with prefix '/rest/v1'). */
export async function restPlugin(
  app: FastifyInstance,
  opts: { ctx: RestContext; keys: ApiKeys; jwtKey: Uint8Array },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const apiKeyRole = requireApiKey(request, reply, opts.keys);
    if (!apiKeyRole) return reply;
    const result = await resolveIdentity(bearerToken(request.headers.authorization), apiKeyRole, opts.jwtKey);
    if (!result.ok) {
      const failure = result.failure;
      return sendRestError(
        reply,
        failure.kind === 'role' ? jwtError('role', failure.role) : jwtError(failure.kind, failure.reason),
      );
    }
    request.restIdentity = result.identity;
  });
  app.setErrorHandler(async (error, request, reply) => {
    const restError = toRestError(error);
    // 503s (queue full, engine restarting) say so to the client; logging each would flood the log under load.
    if (restError.status >= 500 && restError.status !== 503) request.log.error({ err: error }, 'rest request failed');
    return sendRestError(reply, restError);
  });
  app.setNotFoundHandler(async (request, reply) =>
    sendRestError(
      reply,
      new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${request.url.split('?')[0]}`),
    ),
  );

  const toRestRequest = (request: FastifyRequest, path: string): RestRequest => ({
    method: request.method as RestMethod,
    path,
    // Everything after the first `?`: a `?` inside the query string (legal there, e.g. in a regex) is part of it.
    search: queryParams(request.url),
    headers: lowerCaseHeaders(request),
    body: request.body,
    identity: request.restIdentity as RequestIdentity,
    clientAddress: request.ip,
  });

  // PostgREST's root describes the API from its schema cache, so it answers even while the database is busy.
  app.get('/', async (request, reply) => {
    try {
      const catalog = await opts.ctx.catalog.get();
      const role = (request.restIdentity as RequestIdentity).role;
      return reply.header('content-type', 'application/openapi+json; charset=utf-8').send(describeApi(catalog, role));
    } catch (error) {
      throw restErrorFromDatabase(error, (request.restIdentity as RequestIdentity).role);
    }
  });
  app.route<{ Params: { fn: string } }>({
    method: ['GET', 'POST'],
    url: '/rpc/:fn',
    handler: async (request, reply) =>
      send(reply, await handleRpc(opts.ctx, toRestRequest(request, `/rpc/${request.params.fn}`), request.params.fn)),
  });
  app.route<{ Params: { table: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:table',
    handler: async (request, reply) =>
      send(
        reply,
        await handleTable(opts.ctx, toRestRequest(request, `/${request.params.table}`), request.params.table),
      ),
  });
}
