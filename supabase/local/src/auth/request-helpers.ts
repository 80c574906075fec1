import type { FastifyRequest } from 'fastify';
import { authErrors } from './errors';
import type { SlidingWindowLimiter } from './rate-limit';
import type { ClientInfo } from './session-service';
import { queryParams } from '../http/query-string';

export type JsonBody = Record<string, unknown>;

/** The JSON object body of an auth request; no body counts as `{}` (auth-js sends none on logout). */
export function bodyOf(request: FastifyRequest): JsonBody {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw authErrors.badJson('expected a JSON object');
  return body as JsonBody;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent.slice(0, 512) : undefined, ip: request.ip };
}

/** Throws 429 over_request_rate_limit (with Retry-After) when `key` has used up this limiter's allowance. */
export function takeRateLimit(limiter: SlidingWindowLimiter, key: string): void {
  if (!limiter.hit(key)) throw authErrors.rateLimited(limiter.retryAfterMs(key));
}

export function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = queryParams(request.url).get(name);
  return value ?? undefined;
}
