// Object storage keys are flat (S3 keeps `a/b` and `a/b/c` side by side), but the local file store keeps bytes
// under `<bucket>/<key>`, where one path is either a file or a folder. An upload that would make a path both is
// refused before anything is written: accepting it would either fail after the row was checked (a 500) or
// leave an object whose bytes cannot be placed, so it could never be served.
import type { Queryable } from '../db';
import { storageErrors } from './errors';

/** `a/b/c` → `['a', 'a/b']`: the folders the key's file needs. */
function folderPaths(key: string): string[] {
  const segments = key.split('/');
  return segments.slice(1).map((_, index) => segments.slice(0, index + 1).join('/'));
}

/**
 * Throws InvalidKey when an existing object sits where the key needs a folder (`a/b` stored, `a/b/c` uploaded)
 * or the key is a folder of existing objects (`a/b/c` stored, `a/b` uploaded). Read as the server: the caller's
 * policies may hide the object that is in the way, and the file store has it all the same.
 */
export async function refuseFileFolderClash(db: Queryable, bucket: string, key: string): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select name from storage.objects
     where bucket_id = $1 and (name = any($2::text[]) or left(name, length($3)) = $3)
     order by name limit 1`,
    [bucket, folderPaths(key), `${key}/`],
  );
  const clash = rows[0]?.name;
  if (clash === undefined) return;
  throw clash.length < key.length ? storageErrors.fileInTheWay(key, clash) : storageErrors.folderInTheWay(key);
}
