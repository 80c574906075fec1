// Uploads and removes story covers in the public `story-images` bucket, over Supabase Storage's HTTP API
// with the signed-in admin's token, with progress, retries and cancel.
import { getRuntimeConfig } from '@tales/shared/config';
import { getSupabase } from '@tales/shared/supabase';
import { CoverError, type CoverErrorCode } from './cover-error';
import {
  coverBucketUrl,
  coverFileProblem,
  coverObjectUrl,
  coverPath,
  coverPathFromUrl,
  coverPublicUrl,
  isCoverMimeType,
} from './cover-file';
import {
  OPERATION_LIMIT_MS,
  UPLOAD_LIMIT_MS,
  isRetryableStatus,
  withRetries,
  type AttemptOutcome,
  type RetryClock,
} from './retry';
import { sendXhr, type XhrResult } from './xhr-request';

/** How long browsers and CDNs may cache a cover (Supabase's default, one hour); a new cover gets a new path. */
const COVER_CACHE_SECONDS = 3600;

export interface CoverStorageDeps {
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in user's access token, or undefined when nobody is signed in. */
  getAccessToken(): Promise<string | undefined>;
  createXhr(): XMLHttpRequest;
  clock?: RetryClock;
  random?: () => number;
  newId?: () => string;
}

/** The page's runtime config and its one Supabase client's session. */
export function defaultCoverDeps(): CoverStorageDeps {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  return {
    supabaseUrl,
    anonKey: supabaseAnonKey,
    getAccessToken: async () => (await getSupabase().auth.getSession()).data.session?.access_token,
    createXhr: () => new XMLHttpRequest(),
  };
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..1, for a progress bar. */
  fraction: number;
}

export interface CoverUploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Abort to cancel: the promise rejects with 'storage/canceled'. */
  signal?: AbortSignal;
  deps?: CoverStorageDeps;
}

export interface UploadedCover {
  /** Object path inside the bucket, e.g. `stories/{uuid}.webp`. */
  path: string;
  /** What the story's image_url stores. */
  publicUrl: string;
}

interface StorageErrorBody {
  statusCode?: string | number;
  code?: string;
  error?: string;
  message?: string;
}

/** Storage answers most refusals with HTTP 400 and the real status in the body's `statusCode`. */
function failureCode(status: number, body: StorageErrorBody | null): CoverErrorCode {
  if (body?.code === 'InvalidJWT') return 'storage/unauthenticated';
  const effective = Number(body?.statusCode ?? status);
  if (effective === 401 || status === 401) return 'storage/unauthenticated';
  if (effective === 403 || status === 403) return 'storage/unauthorized';
  if (effective === 413 || status === 413) return 'storage/too-large';
  if (effective === 415 || status === 415) return 'storage/invalid-type';
  return 'storage/unknown';
}

function toOutcome<T>(result: XhrResult, value: (body: unknown) => T): AttemptOutcome<T> {
  if (result.kind === 'aborted') return { ok: false, retryable: false, error: new CoverError('storage/canceled') };
  if (result.kind === 'network')
    return { ok: false, retryable: true, error: new CoverError('storage/unknown', { serverMessage: 'network error' }) };
  if (result.kind === 'refused')
    return { ok: false, retryable: false, error: new CoverError('storage/unknown', { serverMessage: result.reason }) };
  if (result.kind === 'timeout')
    return {
      ok: false,
      retryable: true,
      error: new CoverError('storage/unknown', { status: 408, serverMessage: 'timeout' }),
    };
  if (result.status >= 200 && result.status < 300) return { ok: true, value: value(result.body) };
  const body = typeof result.body === 'object' && result.body !== null ? (result.body as StorageErrorBody) : null;
  const error = new CoverError(failureCode(result.status, body), {
    status: result.status,
    serverMessage: body?.message,
  });
  return { ok: false, retryable: isRetryableStatus(result.status), error };
}

function authHeaders(deps: CoverStorageDeps, token: string): Record<string, string> {
  return { apikey: deps.anonKey, authorization: `Bearer ${token}` };
}

async function requireToken(deps: CoverStorageDeps): Promise<string> {
  const token = await deps.getAccessToken();
  if (!token) throw new CoverError('storage/unauthenticated');
  return token;
}

/**
 * Checks the file (type, size) before sending a byte, then uploads it to `stories/{uuid}.{ext}` with progress.
 * Retries 5xx, 408, 429 and lost connections for up to UPLOAD_LIMIT_MS. Resolves with the public URL.
 */
export async function uploadCover(file: Blob, options: CoverUploadOptions = {}): Promise<UploadedCover> {
  const problem = coverFileProblem(file);
  if (problem || !isCoverMimeType(file.type)) throw new CoverError(problem ?? 'storage/invalid-type');
  const deps = options.deps ?? defaultCoverDeps();
  const path = coverPath(file.type, deps.newId?.());
  const report = (loaded: number, total: number) => {
    const size = total || file.size;
    options.onProgress?.({ loaded, total: size, fraction: size > 0 ? Math.min(1, loaded / size) : 0 });
  };
  await withRetries(
    async (timeoutMs) => {
      // Asked on every attempt: the client refreshes a token that is about to expire during a long retry.
      const token = await requireToken(deps);
      report(0, file.size);
      const result = await sendXhr({
        method: 'POST',
        url: coverObjectUrl(deps.supabaseUrl, path),
        headers: {
          ...authHeaders(deps, token),
          'content-type': file.type,
          'cache-control': `max-age=${COVER_CACHE_SECONDS}`,
          // The path is new, so overwriting can only replace this upload's own earlier, half-acknowledged attempt.
          'x-upsert': 'true',
        },
        body: file,
        timeoutMs,
        signal: options.signal,
        onUploadProgress: report,
        createXhr: deps.createXhr,
      });
      return toOutcome(result, () => undefined);
    },
    { limitMs: UPLOAD_LIMIT_MS, signal: options.signal, clock: deps.clock, random: deps.random },
  );
  report(file.size, file.size);
  return { path, publicUrl: coverPublicUrl(deps.supabaseUrl, path) };
}

export interface CoverRemoveOptions {
  signal?: AbortSignal;
  deps?: CoverStorageDeps;
}

/**
 * Deletes a cover by its public URL (what image_url holds). Resolves true when an object was deleted; false when
 * there was nothing to delete: a URL outside the `story-images` covers (left alone, no request), an object
 * already gone, or one the caller may not delete (Storage's bulk delete skips those silently).
 * Retried like any storage operation for up to OPERATION_LIMIT_MS.
 */
export async function removeCover(publicUrl: string, options: CoverRemoveOptions = {}): Promise<boolean> {
  const deps = options.deps ?? defaultCoverDeps();
  const path = coverPathFromUrl(deps.supabaseUrl, publicUrl);
  if (!path) return false;
  return withRetries(
    async (timeoutMs) =>
      toOutcome(
        await sendXhr({
          method: 'DELETE',
          url: coverBucketUrl(deps.supabaseUrl),
          headers: { ...authHeaders(deps, await requireToken(deps)), 'content-type': 'application/json' },
          body: JSON.stringify({ prefixes: [path] }),
          timeoutMs,
          signal: options.signal,
          createXhr: deps.createXhr,
        }),
        (body) => Array.isArray(body) && body.length > 0,
      ),
    { limitMs: OPERATION_LIMIT_MS, signal: options.signal, clock: deps.clock, random: deps.random },
  );
}
