// The declared type of an upload must be allowed by the bucket, and for the image types we know, the bytes
// must say the same: a script renamed .png and sent as image/png is refused.
import { storageErrors } from './errors';

/** Media type without parameters, lower-cased: `Image/PNG; x=1` → `image/png`. */
export function baseMediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);

/** Magic numbers of the image types buckets may allow. */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/webp': (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8),
  'image/gif': (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]),
};

/**
 * Throws Storage's InvalidMimeType when the bucket does not allow `type` (null = any type), or when `type` is an
 * image type whose signature the content lacks.
 */
export function checkContentType(type: string, allowed: readonly string[] | null, content: Uint8Array): void {
  if (type === '' || (allowed && !allowed.some((pattern) => matches(pattern.toLowerCase(), type))))
    throw storageErrors.invalidMimeType(type || 'unknown');
  const signature = SIGNATURES[type];
  if (signature && !signature(content)) throw storageErrors.contentMismatch(type);
}

/** Storage allows wildcards such as `image/*`. */
function matches(pattern: string, type: string): boolean {
  return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type;
}
