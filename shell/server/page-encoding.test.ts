import zlib from 'node:zlib';
import { createPageGzip, gzipsPage } from './page-encoding';

const page = Buffer.from(`<!doctype html><p>${'Once upon a time. '.repeat(200)}</p>`);

describe('gzip of rendered pages', () => {
  it('gzips a page for a browser and leaves it alone for a reader who does not take gzip', () => {
    expect(gzipsPage('gzip, deflate, br, zstd', page.length)).toBe(true);
    expect(gzipsPage('*', page.length)).toBe(true);
    expect(gzipsPage(undefined, page.length)).toBe(false);
    expect(gzipsPage('identity', page.length)).toBe(false);
    expect(gzipsPage('br', page.length)).toBe(false);
    expect(gzipsPage('gzip;q=0, br', page.length)).toBe(false);
    expect(gzipsPage('GZIP; q=0.5', page.length)).toBe(true);
  });

  it('sends a tiny page as it is', () => {
    expect(gzipsPage('gzip', 200)).toBe(false);
  });

  it('gzips each page once and gives its readers the same bytes, which unzip to the page', async () => {
    const gzipped = createPageGzip();
    const first = await gzipped(page);
    expect(zlib.gunzipSync(first).equals(page)).toBe(true);
    expect(first.length).toBeLessThan(page.length / 10);
    expect(await gzipped(page)).toBe(first);
    const other = Buffer.from(page.toString().replace('Once', 'Twice'));
    expect(zlib.gunzipSync(await gzipped(other)).toString()).toContain('Twice');
  });
});
