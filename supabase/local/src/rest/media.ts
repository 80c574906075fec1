import { RestError } from './errors';

export type ResponseShape = 'array' | 'object';

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/**
 * `Accept: application/vnd.pgrst.object+json` (postgrest-js `.single()`) asks for one object; JSON or anything
 * else JSON-compatible gets an array. Media types we can't produce (csv, geojson, plans) get PGRST107.
 */
export function responseShape(accept: string | undefined): ResponseShape {
  if (!accept || accept.trim() === '') return 'array';
  const types = accept
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase())
    .filter(Boolean);
  for (const type of types) {
    if (OBJECT_TYPES.has(type)) return 'object';
    if (ARRAY_TYPES.has(type)) return 'array';
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

export function contentTypeFor(shape: ResponseShape): string {
  return shape === 'object' ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8';
}

/** Only schema public is exposed, like Supabase's default `[api] schemas`. */
export function checkProfile(profile: string | string[] | undefined): void {
  if (profile === undefined) return;
  const value = Array.isArray(profile) ? profile[0] : profile;
  if (value === 'public' || value === '') return;
  throw new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${value}`,
    null,
    'Only the following schemas are exposed: public',
  );
}
