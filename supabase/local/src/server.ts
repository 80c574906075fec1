import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authPlugin } from './auth/plugin';
import { SlidingWindowLimiter } from './auth/rate-limit';
import { DEFAULT_LOGIN_RATE_LIMITS, type LoginRateLimits } from './config';
import { DatabaseUnavailableError, type Database } from './db';
import { corsOptions, isAllowedOrigin } from './http/cors';
import { BODY_LIMIT_BYTES, registerJsonParser } from './http/json-body';
import { secretKey } from './http/jwt';
import { CatalogCache } from './rest/catalog';
import { restPlugin } from './rest/plugin';

export interface ServerOptions {
  db: Database;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** Directory for password-reset mail (one JSON file each). */
  outboxDir: string;
  /** Extra browser origins allowed by CORS and as redirect targets, besides any http://localhost:* / 127.0.0.1:*. */
  corsOrigins?: string[];
  loginRateLimits?: LoginRateLimits;
  /** Access-token lifetime in seconds (default 3600, Supabase's jwt_expiry). */
  jwtExpiry?: number;
  /** Supabase's refresh_token_reuse_interval (default 10 s). */
  refreshReuseIntervalSeconds?: number;
  logger?: FastifyServerOptions['logger'];
}

function redirectPolicy(siteUrl: string, extraOrigins: readonly string[]): (url: string) => boolean {
  const siteOrigin = new URL(siteUrl).origin;
  return (url) => {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol !== 'http:' && protocol !== 'https:') return false;
      return origin === siteOrigin || isAllowedOrigin(origin, extraOrigins);
    } catch {
      return false;
    }
  };
}

/**
 * The local Supabase-compatible API: GoTrue's /auth/v1 and PostgREST's /rest/v1 over one database.
 * Not listening yet: call `listen` (tests use port 0). The caller owns and closes `db`.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, return503OnClosing: true });
  const corsOrigins = options.corsOrigins ?? [];
  const jwtKey = secretKey(options.jwtSecret);
  const keys = { anonKey: options.anonKey, serviceRoleKey: options.serviceRoleKey };
  const limits = options.loginRateLimits ?? DEFAULT_LOGIN_RATE_LIMITS;

  // While the database restarts or its queue is full, every answer says when to come back (auth-js and
  // postgrest-js treat 503 as retryable).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof DatabaseUnavailableError) void reply.header('Retry-After', String(error.retryAfterSeconds));
  });
  registerJsonParser(app);
  await app.register(cors, corsOptions(corsOrigins));

  await app.register(authPlugin, {
    prefix: '/auth/v1',
    keys,
    deps: {
      db: options.db,
      jwtKey,
      jwtExpiry: options.jwtExpiry ?? 3600,
      siteUrl: options.siteUrl,
      outboxDir: options.outboxDir,
      isAllowedRedirect: redirectPolicy(options.siteUrl, corsOrigins),
      loginLimiters: { perIp: new SlidingWindowLimiter(limits.perIp), perEmail: new SlidingWindowLimiter(limits.perEmail) },
      refreshReuseIntervalSeconds: options.refreshReuseIntervalSeconds ?? 10,
    },
  });
  await app.register(restPlugin, { prefix: '/rest/v1', keys, jwtKey, ctx: { db: options.db, catalog: new CatalogCache(options.db) } });

  app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `no Route matched with those values: ${request.method} ${request.url.split('?')[0]}` }));
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof DatabaseUnavailableError) return reply.code(503).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'An unexpected error occurred' });
  });
  return app;
}
