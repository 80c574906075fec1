// The function's dependencies from the variables the Edge Runtime sets: the registry's check of a deploy key and
// Storage, both with the project's service key. index.ts reads them from Deno.env and the local API passes its own.
import { RELEASES_BUCKET, type ReleaseFilesDeps } from './handler.ts';
import { chooseServiceKey, ServiceKeyError, serviceKeyHeaders } from '../_shared/service-key.ts';

export interface ReleaseFilesEnv {
  SUPABASE_URL?: string;
  SUPABASE_SECRET_KEYS?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
}

export interface ReleaseFilesSetup {
  deps: ReleaseFilesDeps;
  problems: string[];
}

export function releaseFilesDeps(env: ReleaseFilesEnv, fetchImpl: typeof fetch = fetch): ReleaseFilesSetup {
  const supabaseUrl = env.SUPABASE_URL ?? '';
  const publicUrl = (key: string) => `${supabaseUrl}/storage/v1/object/public/${RELEASES_BUCKET}/${key}`;
  try {
    const headers = serviceKeyHeaders(
      chooseServiceKey({ secretKeys: env.SUPABASE_SECRET_KEYS, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY }),
    );
    return {
      problems: [],
      deps: {
        publicUrl,
        async remoteOf(deployKey) {
          const res = await fetchImpl(`${supabaseUrl}/rest/v1/rpc/deploy_key_holder`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ deploy_key: deployKey }),
          });
          if (!res.ok) return null;
          const holder = (await res.json()) as { remote?: string } | { remote?: string }[];
          return (Array.isArray(holder) ? holder[0]?.remote : holder.remote) ?? null;
        },
        async store(key, body, contentType, cacheControl) {
          const res = await fetchImpl(`${supabaseUrl}/storage/v1/object/${RELEASES_BUCKET}/${key}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': contentType, 'cache-control': cacheControl, 'x-upsert': 'false' },
            body,
          });
          if (res.ok) return true;
          const text = await res.text();
          // Storage answers a duplicate as 409, or as 400 with statusCode "409" in its body.
          if (res.status === 409 || /"statusCode"\s*:\s*"409"|Duplicate/i.test(text)) return false;
          throw new Error(`Storage answered ${res.status}: ${text.slice(0, 200)}`);
        },
      },
    };
  } catch (error) {
    if (!(error instanceof ServiceKeyError)) throw error;
    const misconfigured = { code: error.code, message: 'The function has no usable key for the project' };
    const unusable = () => Promise.reject(error);
    return {
      problems: [`${error.code}: ${error.message}; every upload answers 500`],
      deps: { publicUrl, remoteOf: unusable, store: unusable, misconfigured },
    };
  }
}
