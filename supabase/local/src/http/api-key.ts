import type { FastifyReply, FastifyRequest } from 'fastify';
import { queryParams } from './query-string';

export type ApiKeyRole = 'anon' | 'service_role';

export interface ApiKeys {
  /** The legacy JWT keys: always on here, as on a project whose legacy keys are not turned off. */
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_…`: the anon role, like the legacy anon key. */
  publishableKey?: string;
  /** `sb_secret_…`: the service role, like the legacy service role key. */
  secretKey?: string;
}

/** The key from the `apikey` header, or the `apikey` query parameter as Supabase's gateway also accepts. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.apikey;
  if (typeof header === 'string' && header !== '') return header;
  const query = queryParams(request.url).get('apikey');
  return query || undefined;
}

export function roleOfApiKey(key: string, keys: ApiKeys): ApiKeyRole | undefined {
  if (key === keys.anonKey || (keys.publishableKey && key === keys.publishableKey)) return 'anon';
  if (key === keys.serviceRoleKey || (keys.secretKey && key === keys.secretKey)) return 'service_role';
  return undefined;
}

/**
 * Supabase's gateway refuses requests without a known API key before they reach GoTrue or PostgREST,
 * with a bare `{message}` body. Returns the key's role, or undefined after replying 401.
 */
export function requireApiKey(request: FastifyRequest, reply: FastifyReply, keys: ApiKeys): ApiKeyRole | undefined {
  const key = apiKeyOf(request);
  if (!key) {
    void reply
      .code(401)
      .send({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    return undefined;
  }
  const role = roleOfApiKey(key, keys);
  if (!role) {
    void reply
      .code(401)
      .send({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    return undefined;
  }
  return role;
}
