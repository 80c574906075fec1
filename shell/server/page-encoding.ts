// Compression of rendered pages: each page is gzipped once, and readers of a kept page (the page cache hands out
// the same buffer) get the same compressed bytes. Pages are gzip, never brotli: at quality 4 brotli makes a page
// about 5% smaller than gzip, and compressing each response with it as it streamed out cost more CPU than
// rendering the page.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Pages this small are sent as they are (as the static files' compression does). */
const THRESHOLD_BYTES = 1024;

const gzip = promisify(zlib.gzip);

/** Whether a page of `bytes` goes gzipped to a reader who sent `acceptEncoding`. */
export function gzipsPage(acceptEncoding: string | undefined, bytes: number): boolean {
  if (!acceptEncoding || bytes < THRESHOLD_BYTES) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part
      .toLowerCase()
      .split(';')
      .map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** `gzipped(page)`: the page gzipped, once per page buffer (kept as long as the page is). */
export function createPageGzip(): (page: Buffer) => Promise<Buffer> {
  const done = new WeakMap<Buffer, Promise<Buffer>>();
  return (page) => {
    let zipped = done.get(page);
    if (!zipped) {
      zipped = gzip(page);
      done.set(page, zipped);
    }
    return zipped;
  };
}
