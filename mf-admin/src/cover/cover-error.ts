// Every failure of a cover upload or removal is a CoverError with a stable `code` the form can branch on.
// Codes follow the cloud file storage's own naming (SPEC §8: unknown, canceled, retry limit exceeded).

export type CoverErrorCode =
  | 'storage/invalid-type'
  | 'storage/too-large'
  | 'storage/empty-file'
  | 'storage/unauthenticated'
  | 'storage/unauthorized'
  | 'storage/canceled'
  | 'storage/retry-limit-exceeded'
  | 'storage/unknown';

/** Each error's own message (logs, callers); the form shows a code's text in the interface language, except SPEC's
 * two storage messages, shown as given. */
export const COVER_MESSAGES: Record<CoverErrorCode, string> = {
  'storage/invalid-type': 'La imagen debe ser PNG, JPEG o WebP.',
  'storage/too-large': 'La imagen no puede superar los 5 MB.',
  'storage/empty-file': 'El archivo de imagen está vacío.',
  'storage/unauthenticated': 'Inicia sesión como administrador para subir imágenes.',
  'storage/unauthorized': 'No tienes permiso para cambiar imágenes.',
  'storage/canceled': 'User canceled the upload/download.',
  'storage/retry-limit-exceeded': 'Max retry time for operation exceeded, please try again.',
  'storage/unknown': 'Error desconocido al guardar la imagen.',
};

export class CoverError extends Error {
  readonly code: CoverErrorCode;
  /** HTTP status of the response that caused it, when there was one. */
  readonly status?: number;
  /** The storage server's own message, kept for logs and the unknown case. */
  readonly serverMessage?: string;

  constructor(code: CoverErrorCode, details: { status?: number; serverMessage?: string } = {}) {
    super(COVER_MESSAGES[code]);
    this.name = 'CoverError';
    this.code = code;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
  }
}

export function isCoverError(error: unknown): error is CoverError {
  return error instanceof CoverError;
}
