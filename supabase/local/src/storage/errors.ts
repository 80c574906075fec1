// Supabase Storage's error JSON: `{statusCode, code, error, message}` where statusCode is the real status as a
// string. Storage answers 4xx refusals with HTTP 400 (the body carries the meaning); bodies over the limit get 413.

export class StorageError extends Error {
  constructor(
    /** HTTP status of the response. */
    readonly httpStatus: number,
    /** The status Storage reports in the body. */
    readonly statusCode: number,
    readonly code: string,
    /** Storage's legacy `error` text; clients match on it. */
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  toJSON(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

const refusal = (statusCode: number, code: string, error: string, message: string) =>
  new StorageError(400, statusCode, code, error, message);

export const storageErrors = {
  bucketNotFound: () => refusal(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => refusal(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidBucketName: () => refusal(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidKey: (key: string) => refusal(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${printable(key)}`),
  fileInTheWay: (key: string, file: string) =>
    refusal(
      400,
      'InvalidKey',
      'InvalidKey',
      `Invalid key: ${printable(key)}: ${printable(file)} is an object, so it cannot also be a folder`,
    ),
  folderInTheWay: (key: string) =>
    refusal(
      400,
      'InvalidKey',
      'InvalidKey',
      `Invalid key: ${printable(key)}: it is a folder of other objects, so it cannot also be an object`,
    ),
  accessDenied: () => refusal(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: () => refusal(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  noContent: () => refusal(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidMimeType: (type: string) =>
    refusal(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${printable(type)} is not supported`),
  contentMismatch: (type: string) =>
    refusal(415, 'InvalidMimeType', 'invalid_mime_type', `file content does not match mime type ${printable(type)}`),
  invalidCacheControl: () =>
    refusal(
      400,
      'InvalidRequest',
      'InvalidRequest',
      'Invalid cache-control: printable ASCII only (no CR, LF or other control characters), at most 1024 characters',
    ),
  invalidRequest: (message: string) => refusal(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidJwt: (message: string) => refusal(400, 'InvalidJWT', 'InvalidJWT', message),
  entityTooLarge: () =>
    new StorageError(413, 413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  internal: () => new StorageError(500, 500, 'InternalError', 'InternalError', 'Internal server error'),
};

/** Echoed input without control characters, bounded, so an error message cannot smuggle anything. */
function printable(text: string): string {
  const clean = Array.from(text, (ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? '?' : ch)).join('');
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}
