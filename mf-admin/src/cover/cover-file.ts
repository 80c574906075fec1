// What a cover image may be and where it lives: pure rules shared by the form and the upload client.

export const COVER_BUCKET = 'story-images';
/** The bucket's own file_size_limit (supabase/migrations/*_create_story_images_bucket.sql). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** Allowed types and the file extension each is stored under. */
export const COVER_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type CoverMimeType = keyof typeof COVER_TYPES;
/** For a file input's `accept` / react-aria FileTrigger's `acceptedFileTypes`. */
export const COVER_ACCEPT: readonly CoverMimeType[] = Object.keys(COVER_TYPES) as CoverMimeType[];
/** Folder inside the bucket for story covers. */
export const COVER_FOLDER = 'stories';

export function isCoverMimeType(type: string): type is CoverMimeType {
  return Object.prototype.hasOwnProperty.call(COVER_TYPES, type);
}

/** The part of a File the rules read (a real File, or a Blob with a type, in tests). */
export type CoverFileLike = Pick<Blob, 'type' | 'size'>;

/** The first rule a file breaks, checked before any byte is sent; null when it may be uploaded. */
export function coverFileProblem(
  file: CoverFileLike,
): 'storage/invalid-type' | 'storage/too-large' | 'storage/empty-file' | null {
  if (!isCoverMimeType(file.type)) return 'storage/invalid-type';
  if (file.size === 0) return 'storage/empty-file';
  if (file.size > COVER_MAX_BYTES) return 'storage/too-large';
  return null;
}

/** A fresh object path for a cover: `stories/{uuid}.{ext}`, so a new upload never overwrites a cached URL. */
export function coverPath(type: CoverMimeType, id: string = crypto.randomUUID()): string {
  return `${COVER_FOLDER}/${id}.${COVER_TYPES[type]}`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The bucket's endpoint: bulk deletes go here. */
export function coverBucketUrl(supabaseUrl: string): string {
  return `${withoutTrailingSlash(supabaseUrl)}/storage/v1/object/${COVER_BUCKET}`;
}

/** Upload / delete endpoint of an object (each path segment URL-encoded). */
export function coverObjectUrl(supabaseUrl: string, path: string): string {
  return `${coverBucketUrl(supabaseUrl)}/${encodePath(path)}`;
}

/** The public URL stored in the story's `image_url`. */
export function coverPublicUrl(supabaseUrl: string, path: string): string {
  return `${withoutTrailingSlash(supabaseUrl)}/storage/v1/object/public/${COVER_BUCKET}/${encodePath(path)}`;
}

/** The object path inside the bucket of one of our public cover URLs; null for any other URL (kept, never deleted). */
export function coverPathFromUrl(supabaseUrl: string, url: string): string | null {
  const prefix = `${withoutTrailingSlash(supabaseUrl)}/storage/v1/object/public/${COVER_BUCKET}/`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).split(/[?#]/)[0];
  try {
    const path = rest
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
    return path.startsWith(`${COVER_FOLDER}/`) && !path.split('/').some((s) => s === '' || s === '.' || s === '..')
      ? path
      : null;
  } catch {
    return null;
  }
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
