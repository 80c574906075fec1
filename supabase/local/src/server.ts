import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { PasswordHashPool, type PasswordHasher } from './auth/hash-pool';
import { LoginBackoff } from './auth/login-backoff';
import { authPlugin } from './auth/plugin';
import { createAuthLimiters, type Clock } from './auth/rate-limit';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  DEFAULT_DONATION_WEBHOOK_TOKEN,
  DEFAULT_NEWSLETTER_CRON_SECRET,
  DEFAULT_NEWSLETTER_WEBHOOK_SECRET,
  DEFAULT_LOGIN_BACKOFF,
  defaultStorageDir,
  type AuthRateLimits,
  type LoginBackoffPolicy,
} from './config';
import { asLogin, DatabaseUnavailableError, type Database } from './db';
import { functionsPlugin, type FunctionKeys } from './functions/plugin';
import type { NewsletterSendOptions } from './functions/newsletter-send-route';
import { corsOptions, isAllowedOrigin } from './http/cors';
import { registerJsonParser } from './http/json-body';
import { secretKey } from './http/jwt';
import { DEFAULT_CONNECTIONS_PER_ADDRESS, limitConnectionsPerAddress } from './http/connection-limit';
import { DEFAULT_IN_FLIGHT_LIMITS, limitRequestsInFlight, type InFlightLimits } from './http/in-flight-limit';
import { LIMITS } from './http/limits';
import { translateOpaqueKey } from './http/opaque-keys';
import { TokenBuckets, type TokenBucketPolicy } from './http/token-bucket';
import { CatalogCache } from './rest/catalog';
import { DEFAULT_PATTERN_RATE } from './rest/pattern-admission';
import { restPlugin } from './rest/plugin';
import { storagePlugin } from './storage/plugin';

export interface ServerOptions {
  db: Database;
  jwtSecret: string;
  /** The legacy JWT keys (anon, service_role). */
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_…` and `sb_secret_…`: accepted as anon and service_role when set. */
  publishableKey?: string;
  secretKey?: string;
  siteUrl: string;
  /**
   * This API's address in mailed links and `iss` (GoTrue's API_EXTERNAL_URL). Default: the address the server
   * listens on. Never taken from a request's Host header.
   */
  apiExternalUrl?: string;
  /** Directory for password-reset mail (one JSON file each). */
  outboxDir: string;
  /** Directory for Storage objects (`<storageDir>/<bucket>/<key>`); default `<repo>/.data/storage`. */
  storageDir?: string;
  /** Extra browser origins allowed by CORS and as redirect targets, besides any http://localhost:* / 127.0.0.1:*. */
  corsOrigins?: string[];
  authRateLimits?: AuthRateLimits;
  loginBackoff?: LoginBackoffPolicy;
  /** Time for rate limits and backoff (tests move it forward instead of waiting). */
  clock?: Clock;
  /** Where bcrypt runs; default: a pool of two worker threads with a queue of 64, closed with the server. */
  passwordHasher?: PasswordHasher;
  /** Access-token lifetime in seconds (default 3600, Supabase's jwt_expiry). */
  jwtExpiry?: number;
  /** Supabase's refresh_token_reuse_interval (default 10 s). */
  refreshReuseIntervalSeconds?: number;
  logger?: FastifyServerOptions['logger'];
  /** The donation webhook's DONATION_WEBHOOK_TOKEN (default: the documented local one). */
  donationWebhookToken?: string;
  /** The newsletter's sending function: secrets, schedule (default: no timer), test clock, transport. */
  newsletterSend?: Partial<NewsletterSendOptions>;
  /**
   * The keys the functions are given, as hosted Supabase injects them. Default: the secret key as
   * SUPABASE_SECRET_KEYS when one is set, and the service role key as SUPABASE_SERVICE_ROLE_KEY.
   */
  functionKeys?: FunctionKeys;
  /** Pattern filters (like, ilike, match, imatch) each client address may send over time in REST requests. */
  restPatternRate?: TokenBucketPolicy;
  /** Requests in progress allowed per client address and in total before new ones get 503 + Retry-After. */
  inFlightLimits?: InFlightLimits;
  /** Connections each client address may hold open; more are closed as they arrive. */
  connectionsPerAddress?: number;
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

function listeningUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('The API is not listening yet');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** A request line over LIMITS.urlBytes gets 414 in the shape of whichever API it was meant for. */
function refuseLongUrl(url: string): void {
  const bytes = Buffer.byteLength(url);
  if (bytes <= LIMITS.urlBytes) return;
  const error = new Error(`The request URL has ${bytes} bytes; the limit is ${LIMITS.urlBytes}`) as Error & {
    statusCode: number;
  };
  error.statusCode = 414;
  throw error;
}

/**
 * The local Supabase-compatible API: GoTrue's /auth/v1, PostgREST's /rest/v1 and Storage's /storage/v1 over one database.
 * Not listening yet: call `listen` (tests use port 0). The caller owns and closes `db`.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: LIMITS.bodyBytes,
    routerOptions: { maxParamLength: LIMITS.pathParamChars },
    http: { maxHeaderSize: LIMITS.headerBytes },
    return503OnClosing: true,
  });
  limitConnectionsPerAddress(app.server, options.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS);
  const corsOrigins = options.corsOrigins ?? [];
  const jwtKey = secretKey(options.jwtSecret);
  const keys = {
    anonKey: options.anonKey,
    serviceRoleKey: options.serviceRoleKey,
    publishableKey: options.publishableKey,
    secretKey: options.secretKey,
  };
  const clock = options.clock ?? Date.now;
  const apiExternalUrl = options.apiExternalUrl?.replace(/\/+$/, '');

  // While the database restarts or its queue is full, every answer says when to come back (auth-js and
  // postgrest-js treat 503 as retryable).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof DatabaseUnavailableError) void reply.header('Retry-After', String(error.retryAfterSeconds));
  });
  registerJsonParser(app);
  await app.register(cors, corsOptions(corsOrigins));
  // After CORS, so a browser can read the 503; before everything else, so a refused request costs next to nothing.
  limitRequestsInFlight(app, options.inFlightLimits ?? DEFAULT_IN_FLIGHT_LIMITS);
  // After CORS, so a browser can read the 414.
  app.addHook('onRequest', async (request) => refuseLongUrl(request.url));
  // As the gateway in front of every service: a publishable or secret key reaches them as its role's JWT.
  app.addHook('onRequest', async (request) => translateOpaqueKey(request, keys));

  const passwords = options.passwordHasher ?? new PasswordHashPool({ size: 2, queueLimit: 64 });
  if (!options.passwordHasher) app.addHook('onClose', () => passwords.close());
  await app.register(authPlugin, {
    prefix: '/auth/v1',
    keys,
    deps: {
      // GoTrue logs in as the owner of the auth schema, never as a superuser.
      db: asLogin(options.db, 'supabase_auth_admin'),
      jwtKey,
      jwtExpiry: options.jwtExpiry ?? 3600,
      siteUrl: options.siteUrl,
      apiExternalUrl: () => apiExternalUrl ?? listeningUrl(app),
      outboxDir: options.outboxDir,
      isAllowedRedirect: redirectPolicy(options.siteUrl, corsOrigins),
      limiters: createAuthLimiters(options.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS, clock),
      passwords,
      loginBackoff: new LoginBackoff(options.loginBackoff ?? DEFAULT_LOGIN_BACKOFF, clock),
      refreshReuseIntervalSeconds: options.refreshReuseIntervalSeconds ?? 10,
    },
  });
  await app.register(restPlugin, {
    prefix: '/rest/v1',
    keys,
    jwtKey,
    ctx: {
      db: options.db,
      catalog: new CatalogCache(asLogin(options.db, 'authenticator')),
      patternBuckets: new TokenBuckets(options.restPatternRate ?? DEFAULT_PATTERN_RATE, clock),
    },
  });
  const functionKeys = options.functionKeys ?? {
    secretKeys: options.secretKey ? JSON.stringify({ default: options.secretKey }) : undefined,
    serviceRoleKey: options.serviceRoleKey,
  };
  await app.register(functionsPlugin, {
    prefix: '/functions/v1',
    keys: functionKeys,
    donationWebhookToken: options.donationWebhookToken ?? DEFAULT_DONATION_WEBHOOK_TOKEN,
    siteUrl: options.siteUrl,
    outboxDir: options.outboxDir,
    publicUrl: options.apiExternalUrl,
    newsletterSend: {
      cronSecret: DEFAULT_NEWSLETTER_CRON_SECRET,
      webhookSecret: DEFAULT_NEWSLETTER_WEBHOOK_SECRET,
      siteUrl: options.siteUrl,
      outboxDir: options.outboxDir,
      intervalMs: 0,
      testClock: false,
      ...options.newsletterSend,
    },
  });
  await app.register(storagePlugin, {
    prefix: '/storage/v1',
    keys,
    jwtKey,
    db: options.db,
    storageDir: options.storageDir ?? defaultStorageDir(),
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .send({ message: `no Route matched with those values: ${request.method} ${request.url.split('?')[0]}` }),
  );
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof DatabaseUnavailableError) return reply.code(503).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.code(status).send({ message: (error as Error).message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'An unexpected error occurred' });
  });
  return app;
}
