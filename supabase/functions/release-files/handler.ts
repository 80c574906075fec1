// One file of a remote's release, uploaded by `pnpm ship` with the remote's deploy key:
// PUT /functions/v1/release-files/<version>/<path>, header x-deploy-key. The function checks the key in the release
// registry (deploy_key_holder), then stores the file in the public bucket `releases` under
// <remote>/<version>/<path> with its own service key, which never leaves it. A release's files are immutable: a
// file already stored is never replaced. Web-standard Request/Response only, so Supabase's Edge Runtime (Deno) and
// the local API (Node) run this same code.
import type { ServiceKeyErrorCode } from '../_shared/service-key.ts';

export const RELEASES_BUCKET = 'releases';
/** The largest file of a release (a remote's biggest chunk is well under 1 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** What the caller may ask for: hashed files for a year, entries (manifest, remoteEntry.js, texts) revalidated. */
const CACHE_CONTROLS = ['public, max-age=31536000, immutable', 'no-cache'];
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/;

export interface ReleaseFilesDeps {
  /** The deploy key's remote, or null for an unknown or revoked key. */
  remoteOf(deployKey: string): Promise<string | null>;
  /** Stores the file; false when the key already holds one. */
  store(key: string, body: ArrayBuffer, contentType: string, cacheControl: string): Promise<boolean>;
  /** The file's public address. */
  publicUrl(key: string): string;
  /** Set when the function has no usable key for the database: every call answers 500 with this code. */
  misconfigured?: { code: ServiceKeyErrorCode; message: string };
}

export type ReleaseFileErrorCode =
  | 'method_not_allowed'
  | 'invalid_path'
  | 'invalid_cache_control'
  | 'deploy_key_invalid'
  | 'file_too_large'
  | 'file_exists'
  | 'storage_failed'
  | ServiceKeyErrorCode;

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const refuse = (status: number, code: ReleaseFileErrorCode, message: string) => answer(status, { code, message });

/** `<version>/<path>` after the function's name, checked segment by segment (no `..`, no empty segment). */
export function releasePath(url: string): { version: string; path: string } | null {
  const rest = new URL(url).pathname.split('/release-files/')[1] ?? '';
  const [version, ...segments] = rest.split('/');
  if (!VERSION.test(version ?? '') || segments.length === 0 || segments.length > 8) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  return { version: version as string, path: segments.join('/') };
}

export async function handleReleaseFile(request: Request, deps: ReleaseFilesDeps): Promise<Response> {
  if (request.method !== 'PUT') return refuse(405, 'method_not_allowed', 'PUT one file of a release');
  if (deps.misconfigured) return refuse(500, deps.misconfigured.code, deps.misconfigured.message);
  const target = releasePath(request.url);
  if (!target) return refuse(400, 'invalid_path', 'the address must be /release-files/<version>/<path of the file>');
  const cacheControl = request.headers.get('cache-control') ?? 'no-cache';
  if (!CACHE_CONTROLS.includes(cacheControl))
    return refuse(400, 'invalid_cache_control', `cache-control must be one of: ${CACHE_CONTROLS.join(' | ')}`);
  const remote = await deps.remoteOf(request.headers.get('x-deploy-key') ?? '');
  if (!remote) return refuse(401, 'deploy_key_invalid', 'this deploy key is not valid (unknown or revoked)');
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_FILE_BYTES) return refuse(413, 'file_too_large', `a file is at most ${MAX_FILE_BYTES} bytes`);
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_FILE_BYTES)
    return refuse(413, 'file_too_large', `a file is at most ${MAX_FILE_BYTES} bytes`);

  const key = `${remote}/${target.version}/${target.path}`;
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  try {
    if (!(await deps.store(key, body, contentType, cacheControl)))
      return refuse(409, 'file_exists', `${key} is already stored: a release is shipped once, under a new version`);
  } catch (error) {
    return refuse(502, 'storage_failed', error instanceof Error ? error.message : String(error));
  }
  return answer(201, { key, url: deps.publicUrl(key) });
}
