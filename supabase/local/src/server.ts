import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authPlugin } from './auth/plugin';
import { SlidingWindowLimiter } from './auth/rate-limit';
import { DEFAULT_LOGIN_RATE_LIMITS, defaultStorageDir, type LoginRateLimits } from './config';
import type { Database } from './db';
import { corsOptions, isAllowedOrigin } from './http/cors';
import { BODY_LIMIT_BYTES, registerJsonParser } from './http/json-body';
import { secretKey } from './http/jwt';
import { CatalogCache } from './rest/catalog';
import { restPlugin } from './rest/plugin';
import { storagePlugin } from './storage/plugin';

export interface ServerOptions {
  db: Database;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** Directory for password-reset mail (one JSON file each). */
  outboxDir: string;
  /** Directory for Storage objects (`<storageDir>/<bucket>/<key>`); default `<repo>/.data/storage`. */
  storageDir?: string;
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
 * The local Supabase-compatible API: GoTrue's /auth/v1, PostgREST's /rest/v1 and Storage's /storage/v1 over one database.
 * Not listening yet: call `listen` (tests use port 0). The caller owns and closes `db`.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, return503OnClosing: true });
  const corsOrigins = options.corsOrigins ?? [];
  const jwtKey = secretKey(options.jwtSecret);
  const keys = { anonKey: options.anonKey, serviceRoleKey: options.serviceRoleKey };
  const limits = options.loginRateLimits ?? DEFAULT_LOGIN_RATE_LIMITS;

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
  await app.register(storagePlugin, { prefix: '/storage/v1', keys, jwtKey, db: options.db, storageDir: options.storageDir ?? defaultStorageDir() });

  app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `no Route matched with those values: ${request.method} ${request.url.split('?')[0]}` }));
  app.setErrorHandler(async (error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'An unexpected error occurred' });
  });
  return app;
}
