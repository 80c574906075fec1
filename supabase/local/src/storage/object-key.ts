// Bucket names and object keys from the raw request URL. Parsed from the undecoded path, segment by segment, so
// encoded tricks (`%2e%2e%2f`, `%252e`, `%5c`, `%00`) are judged after exactly one decoding, like everything else.
import { storageErrors } from './errors';

/** Supabase Storage's bucket-name characters. */
const BUCKET_NAME = /^[\w!\-.*'() &$@=;:+,?]{1,100}$/;
/** Supabase Storage's key characters (letters of any script too); no `%`, `\`, control characters or NUL. */
const KEY_SEGMENT = /^[\p{L}\p{N}\p{M}_!\-.*'() &$@=;:+,?]+$/u;
const MAX_KEY_BYTES = 1024;
/**
 * The local file store keeps each segment as a file or folder name, and Linux file systems refuse names over
 * 255 bytes (ENAMETOOLONG): such a key could be stored as a row but never written or served.
 */
const MAX_SEGMENT_BYTES = 255;

export function parseBucketId(raw: string): string {
  let bucket: string;
  try {
    bucket = decodeURIComponent(raw);
  } catch {
    throw storageErrors.invalidBucketName();
  }
  if (!BUCKET_NAME.test(bucket) || bucket === '.' || bucket === '..') throw storageErrors.invalidBucketName();
  return bucket;
}

/**
 * The object key from the still-encoded rest of the URL path (`a/b%20c.png`). Refuses empty segments (leading,
 * trailing or doubled slashes: absolute paths included), `.` and `..`, encoded slashes, and anything outside the
 * key alphabet, with Storage's InvalidKey error.
 */
export function parseObjectKey(rawPath: string): string {
  const decoded: string[] = [];
  for (const segment of rawPath.split('/')) {
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      throw storageErrors.invalidKey(rawPath);
    }
  }
  return checkKeySegments(decoded, rawPath);
}

/** The same rules for a key given as plain text (the `prefixes` of a bulk delete). */
export function checkObjectKey(key: string): string {
  return checkKeySegments(key.split('/'), key);
}

function checkKeySegments(segments: string[], shown: string): string {
  if (
    segments.some(
      (s) =>
        s === '' || s === '.' || s === '..' || !KEY_SEGMENT.test(s) || Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES,
    )
  ) {
    throw storageErrors.invalidKey(shown);
  }
  const key = segments.join('/');
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) throw storageErrors.invalidKey(key);
  return key;
}
