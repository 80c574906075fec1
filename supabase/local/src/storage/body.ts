// Request bodies of uploads: read with a hard byte limit (the bucket's), then either the raw bytes with the
// Content-Type header, or the file part of a multipart form (what supabase-js sends for a Blob or File).
import type { Readable } from 'node:stream';
import { storageErrors } from './errors';
import { baseMediaType } from './content-type';

/** Room for the form fields and part headers around the file in a multipart body. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadBody {
  content: Uint8Array;
  /** Declared media type, without parameters. */
  type: string;
  /** Cache-Control to serve the object with. */
  cacheControl: string;
}

/** Collects at most `limit` bytes; one byte more is Storage's 413, and nothing is kept. */
export async function readLimited(stream: Readable | undefined, limit: number): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw storageErrors.entityTooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function declaredLength(headers: Record<string, string | string[] | undefined>): number | undefined {
  const value = headers['content-length'];
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The value is served back as a response header on every read, so it must be one: CR, LF, NUL, other control
 * characters or non-ASCII would make Node refuse the header and the object could never be read again.
 */
const CACHE_CONTROL = /^[\x20-\x7e]{1,1024}$/;

/** `3600` (the form field supabase-js sends) → `max-age=3600`; a header value is kept as given. */
function cacheControlFrom(field: string | undefined): string {
  if (field === undefined) return 'no-cache';
  // Judged before trimming: a trailing CR or LF is refused, not quietly cut off.
  if (field !== '' && !CACHE_CONTROL.test(field)) throw storageErrors.invalidCacheControl();
  const value = field.trim();
  if (value === '') return 'no-cache';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

export async function readUploadBody(
  stream: Readable | undefined,
  headers: Record<string, string | string[] | undefined>,
  limit: number,
): Promise<UploadBody> {
  const contentType = typeof headers['content-type'] === 'string' ? headers['content-type'] : '';
  const multipart = baseMediaType(contentType) === 'multipart/form-data';
  const byteLimit = multipart ? limit + MULTIPART_OVERHEAD_BYTES : limit;
  const length = declaredLength(headers);
  if (length !== undefined && length > byteLimit) throw storageErrors.entityTooLarge();
  const raw = await readLimited(stream, byteLimit);
  if (!multipart) {
    const header = headers['cache-control'];
    return {
      content: raw,
      type: baseMediaType(contentType),
      cacheControl: cacheControlFrom(typeof header === 'string' ? header : undefined),
    };
  }
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(raw)]), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw storageErrors.invalidRequest('Malformed multipart body');
  }
  const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
  if (files.length !== 1)
    throw storageErrors.invalidRequest(files.length ? 'Only one file may be uploaded' : 'No content provided');
  const file = files[0];
  if (file.size > limit) throw storageErrors.entityTooLarge();
  const cacheField = form.get('cacheControl');
  return {
    content: new Uint8Array(await file.arrayBuffer()),
    type: baseMediaType(file.type),
    cacheControl: cacheControlFrom(typeof cacheField === 'string' ? cacheField : undefined),
  };
}
