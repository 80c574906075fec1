// Which key the function calls the Data API with. Hosted projects hand Edge Functions their secret keys as
// SUPABASE_SECRET_KEYS (JSON: key name → `sb_secret_…`) beside the legacy JWT SUPABASE_SERVICE_ROLE_KEY; the
// secret key is preferred because the legacy keys are on their way out and can be turned off per project.

/** The key and how it goes on the wire: a secret key is no JWT, so only a legacy key is also a Bearer token. */
export type ServiceKey = { kind: 'secret'; key: string } | { kind: 'legacy'; key: string };

export type ServiceKeyErrorCode = 'service_key_missing' | 'secret_keys_malformed';

export class ServiceKeyError extends Error {
  constructor(
    readonly code: ServiceKeyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceKeyError';
  }
}

export interface ServiceKeyEnv {
  /** SUPABASE_SECRET_KEYS, e.g. `{"default":"sb_secret_…"}`. */
  secretKeys?: string;
  /** SUPABASE_SERVICE_ROLE_KEY, the legacy JWT. */
  serviceRoleKey?: string;
}

function secretKeyFrom(json: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ServiceKeyError('secret_keys_malformed', 'SUPABASE_SECRET_KEYS is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ServiceKeyError('secret_keys_malformed', 'SUPABASE_SECRET_KEYS must be a JSON object of key name to key');
  }
  const keys = parsed as Record<string, unknown>;
  const usable = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  // The project's `default` key when it has one; else whichever key was created first (JSON keeps that order).
  if (usable(keys.default)) return keys.default.trim();
  const first = Object.values(keys).find(usable);
  return first?.trim();
}

/**
 * The secret key when SUPABASE_SECRET_KEYS holds one, else the legacy service role key; a ServiceKeyError
 * (`service_key_missing`, `secret_keys_malformed`) when neither is usable. A malformed SUPABASE_SECRET_KEYS is
 * an error even when the legacy key is set: falling back silently would hide a broken deployment until the
 * legacy keys are turned off.
 */
export function chooseServiceKey(env: ServiceKeyEnv): ServiceKey {
  const secretKeys = env.secretKeys?.trim();
  if (secretKeys) {
    const secret = secretKeyFrom(secretKeys);
    if (secret) return { kind: 'secret', key: secret };
  }
  const legacy = env.serviceRoleKey?.trim();
  if (legacy) return { kind: 'legacy', key: legacy };
  throw new ServiceKeyError(
    'service_key_missing',
    'Neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY holds a key',
  );
}

/**
 * The headers that authorize a Data API call with the key. Supabase's gateway turns a secret key in `apikey`
 * into a service_role JWT for PostgREST; the key is not a JWT itself, so it never goes in Authorization.
 */
export function serviceKeyHeaders(serviceKey: ServiceKey): Record<string, string> {
  if (serviceKey.kind === 'secret') return { apikey: serviceKey.key };
  return { apikey: serviceKey.key, authorization: `Bearer ${serviceKey.key}` };
}
