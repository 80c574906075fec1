// Object bytes on disk: `<root>/<bucket>/<key>`. Every path is checked to stay inside the root even after the
// key rules, and writes go to a temporary file first so a half-written object is never served.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of an object; throws if the result would leave `<root>/<bucket>/`. */
  pathOf(bucket: string, key: string): string {
    const bucketDir = path.resolve(this.root, bucket);
    const file = path.resolve(bucketDir, ...key.split('/'));
    if (path.dirname(bucketDir) !== this.root || !file.startsWith(bucketDir + path.sep))
      throw new Error(`object path escapes the store: ${bucket}/${key}`);
    return file;
  }

  /** Writes to a temporary file next to the target; `commit()` moves it into place, `discard()` removes it. */
  async stage(
    bucket: string,
    key: string,
    content: Uint8Array,
  ): Promise<{ commit(): Promise<void>; discard(): Promise<void> }> {
    const target = this.pathOf(bucket, key);
    const temp = path.join(this.root, '.tmp', randomUUID());
    await mkdir(path.dirname(temp), { recursive: true });
    await writeFile(temp, content);
    return {
      commit: async () => {
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temp, target);
      },
      discard: () => rm(temp, { force: true }),
    };
  }

  read(bucket: string, key: string): Promise<Buffer> {
    return readFile(this.pathOf(bucket, key));
  }

  async remove(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }
}
