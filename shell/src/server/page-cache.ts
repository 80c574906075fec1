// Rendered pages, kept for a few seconds per address: the same page is the same for every reader (signed-in
// parts render in the browser), so a burst of readers costs one render. The first reader of a page still gets it
// streamed; readers who arrive while it renders get the finished page. Only pages a CDN may keep are kept.
import { PassThrough, pipeline, Readable } from 'node:stream';
import type { RenderResult } from '@tales/shared/tools/ssr-contract';

/** How long a rendered page is served again; with the data cache's age it stays within SPEC's minute. */
export const PAGE_MAX_AGE_MS = 5_000;
const MAX_PAGES = 500;

type Kept = { status: number; headers: Record<string, string>; body: Buffer };
type Entry = { expires: number; page: Promise<Kept | undefined> };

const replay = ({ status, headers, body }: Kept): RenderResult => ({ status, headers, body: Readable.from([body]) });

export function createPageCache(render: (url: string, origin: string) => Promise<RenderResult>, shareable: (result: RenderResult) => boolean, now: () => number = Date.now) {
  const pages = new Map<string, Entry>();

  function keep(key: string, result: RenderResult): RenderResult {
    const chunks: Buffer[] = [];
    const streamed = new PassThrough();
    const page = new Promise<Kept | undefined>((resolve) => {
      result.body.on('data', (chunk: Buffer | string) => chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)));
      result.body.on('end', () => resolve({ status: result.status, headers: result.headers, body: Buffer.concat(chunks) }));
      result.body.on('error', () => resolve(undefined));
    });
    // The reader's stream ends as the render's does, an error included.
    pipeline(result.body, streamed, () => undefined);
    pages.set(key, { expires: now() + PAGE_MAX_AGE_MS, page });
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
    // A page that broke off is not served again.
    void page.then((kept) => {
      if (!kept && pages.get(key)?.page === page) pages.delete(key);
    });
    return { ...result, body: streamed };
  }

  return async function cachedRender(url: string, origin: string): Promise<RenderResult> {
    const key = `${origin} ${url}`;
    const entry = pages.get(key);
    if (entry && entry.expires > now()) {
      const kept = await entry.page;
      if (kept) return replay(kept);
    }
    const result = await render(url, origin);
    return shareable(result) ? keep(key, result) : result;
  };
}
