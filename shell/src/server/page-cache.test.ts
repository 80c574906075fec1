import type { RenderResult } from '../../server/ssr-contract';
import { SERVER_MAX_AGE_MS } from './data-cache';
import { createPageCache, PAGE_MAX_AGE_MS } from './page-cache';

const PUBLIC = 'public, s-maxage=60';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A renderer whose page is `<p>{n}</p>`, n counting its renders. */
function renderer(cacheControl = PUBLIC) {
  let renders = 0;
  const render = jest.fn(async (): Promise<RenderResult> => {
    renders += 1;
    return { status: 200, headers: { 'Cache-Control': cacheControl }, body: Buffer.from(`<p>${renders}</p>`) };
  });
  return render;
}

const text = (result: RenderResult): string => result.body.toString();

const shareable = (result: RenderResult) => result.headers['Cache-Control'] === PUBLIC;

describe('the server page cache', () => {
  it('serves the first render to the readers who follow, with one render and the same bytes', async () => {
    const render = renderer();
    const cached = createPageCache(render, { shareable });
    const first = await cached('/en', 'http://site');
    expect(text(first)).toBe('<p>1</p>');
    const pages = await Promise.all(Array.from({ length: 20 }, () => cached('/en', 'http://site')));
    expect(pages.map(text)).toEqual(Array.from({ length: 20 }, () => '<p>1</p>'));
    // The same buffer: the server compresses a kept page once.
    for (const page of pages) expect(page.body).toBe(first.body);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again once the page is older than its few seconds, keeping the data within the minute', async () => {
    const time = clock();
    const render = renderer();
    const cached = createPageCache(render, { shareable, now: time.now });
    await cached('/en', 'http://site');
    time.advance(PAGE_MAX_AGE_MS - 1);
    expect(text(await cached('/en', 'http://site'))).toBe('<p>1</p>');
    time.advance(2);
    expect(text(await cached('/en', 'http://site'))).toBe('<p>2</p>');
    expect(SERVER_MAX_AGE_MS + PAGE_MAX_AGE_MS).toBe(60_000);
  });

  it('keeps each address apart, and never keeps a page a CDN may not keep', async () => {
    const render = renderer('no-cache');
    const cached = createPageCache(render, { shareable });
    await cached('/en', 'http://site');
    await cached('/en', 'http://site');
    expect(render).toHaveBeenCalledTimes(2);

    const publicRender = renderer();
    const publicCached = createPageCache(publicRender, { shareable });
    expect(text(await publicCached('/en', 'http://site'))).toBe('<p>1</p>');
    expect(text(await publicCached('/es', 'http://site'))).toBe('<p>2</p>');
    expect(text(await publicCached('/en', 'http://other'))).toBe('<p>3</p>');
  });

  it('keeps nothing of a render that failed: the next reader gets a render of their own', async () => {
    let renders = 0;
    const render = jest.fn(async (): Promise<RenderResult> => {
      renders += 1;
      if (renders === 1) throw new Error('renderer failed');
      return { status: 200, headers: { 'Cache-Control': PUBLIC }, body: Buffer.from('<p>whole</p>') };
    });
    const cached = createPageCache(render, { shareable });
    await expect(cached('/en', 'http://site')).rejects.toThrow('renderer failed');
    expect(text(await cached('/en', 'http://site'))).toBe('<p>whole</p>');
    expect(render).toHaveBeenCalledTimes(2);
  });
});
