import type { FastifyRequest } from 'fastify';
import { apiKeyOf, roleOfApiKey, type ApiKeys } from './api-key';
import { bearerToken } from './jwt';

/** Publishable and secret keys start so; they are opaque strings, not JWTs. */
export function isOpaqueKey(key: string): boolean {
  return key.startsWith('sb_publishable_') || key.startsWith('sb_secret_');
}

/**
 * What Supabase's gateway does with a publishable or secret key in `apikey`: GoTrue, PostgREST and Storage only
 * understand JWTs, so when the request carries no Authorization, or the same key as a Bearer token (supabase-js
 * sends it in both headers), the gateway passes a JWT of the key's role instead. Here that JWT is the legacy key
 * of the same role, which every service already accepts. A user's JWT in Authorization is left alone.
 */
export function translateOpaqueKey(request: FastifyRequest, keys: ApiKeys): void {
  const key = apiKeyOf(request);
  if (!key || !isOpaqueKey(key)) return;
  const role = roleOfApiKey(key, keys);
  if (!role) return;
  const authorization = request.headers.authorization;
  if (authorization && bearerToken(authorization) !== key) return;
  const jwt = role === 'anon' ? keys.anonKey : keys.serviceRoleKey;
  request.headers.authorization = `Bearer ${jwt}`;
}
