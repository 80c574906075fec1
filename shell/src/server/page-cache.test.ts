import { Readable } from 'node:stream';
import type { RenderResult } from '@tales/shared/tools/ssr-contract';
import { SERVER_MAX_AGE_MS } from './data-cache';
import { createPageCache, PAGE_MAX_AGE_MS } from './page-cache';

const PUBLIC = 'public, s-maxage=60';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A renderer that streams `<p>{n}</p>` in two chunks, n counting its renders. */
function renderer(cacheControl = PUBLIC) {
  let renders = 0;
  const render = jest.fn(async (): Promise<RenderResult> => {
    renders += 1;
    return { status: 200, headers: { 'Cache-Control': cacheControl }, body: Readable.from(['<p>', `${renders}</p>`]) };
  });
  return render;
}

async function text(result: RenderResult): Promise<string> {
  let out = '';
  for await (const chunk of result.body) out += String(chunk);
  return out;
}

const shareable = (result: RenderResult) => result.headers['Cache-Control'] === PUBLIC;

describe('the server page cache', () => {
  it('streams the first render and serves the same page to the readers who follow, with one render', async () => {
    const render = renderer();
    const cached = createPageCache(render, shareable);
    expect(await text(await cached('/en', 'http://site'))).toBe('<p>1</p>');
    const pages = await Promise.all(Array.from({ length: 20 }, () => cached('/en', 'http://site').then(text)));
    expect(pages).toEqual(Array.from({ length: 20 }, () => '<p>1</p>'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again once the page is older than its few seconds, keeping the data within the minute', async () => {
    const time = clock();
    const render = renderer();
    const cached = createPageCache(render, shareable, time.now);
    await text(await cached('/en', 'http://site'));
    time.advance(PAGE_MAX_AGE_MS - 1);
    expect(await text(await cached('/en', 'http://site'))).toBe('<p>1</p>');
    time.advance(2);
    expect(await text(await cached('/en', 'http://site'))).toBe('<p>2</p>');
    expect(SERVER_MAX_AGE_MS + PAGE_MAX_AGE_MS).toBe(60_000);
  });

  it('keeps each address apart, and never keeps a page a CDN may not keep', async () => {
    const render = renderer('no-cache');
    const cached = createPageCache(render, shareable);
    await text(await cached('/en', 'http://site'));
    await text(await cached('/en', 'http://site'));
    expect(render).toHaveBeenCalledTimes(2);

    const publicRender = renderer();
    const publicCached = createPageCache(publicRender, shareable);
    expect(await text(await publicCached('/en', 'http://site'))).toBe('<p>1</p>');
    expect(await text(await publicCached('/es', 'http://site'))).toBe('<p>2</p>');
    expect(await text(await publicCached('/en', 'http://other'))).toBe('<p>3</p>');
  });

  it('does not serve again a page whose stream broke off', async () => {
    let renders = 0;
    const render = jest.fn(async (): Promise<RenderResult> => {
      renders += 1;
      const body = renders === 1
        ? new Readable({ read() { this.destroy(new Error('socket closed')); } })
        : Readable.from(['<p>whole</p>']);
      return { status: 200, headers: { 'Cache-Control': PUBLIC }, body };
    });
    const cached = createPageCache(render, shareable);
    const broken = await cached('/en', 'http://site');
    await expect(text(broken)).rejects.toThrow();
    expect(await text(await cached('/en', 'http://site'))).toBe('<p>whole</p>');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
