// The cover-image client the story form uses (see each module for the rules).
export { uploadCover, removeCover, defaultCoverDeps } from './cover-storage';
export type {
  CoverStorageDeps,
  CoverUploadOptions,
  CoverRemoveOptions,
  UploadProgress,
  UploadedCover,
} from './cover-storage';
export { CoverError, isCoverError, COVER_MESSAGES, type CoverErrorCode } from './cover-error';
export {
  COVER_ACCEPT,
  COVER_BUCKET,
  COVER_MAX_BYTES,
  COVER_TYPES,
  coverFileProblem,
  coverPathFromUrl,
  coverPublicUrl,
  type CoverMimeType,
} from './cover-file';
export { OPERATION_LIMIT_MS, UPLOAD_LIMIT_MS } from './retry';
export { useCoverUpload, type CoverUpload, type CoverUploadState } from './useCoverUpload';
