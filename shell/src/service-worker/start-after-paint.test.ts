/** @jest-environment node */
import { keptPage, startScriptsAfterFirstPaint } from './start-after-paint';

const page =
  '<!doctype html><html><head><script>theme()</script><script defer src="/main.1.js"></script><style>p{}</style></head><body><div id="root"><p>Story</p></div><script id="tales-data" type="application/json">{}</script></body></html>';

describe('a page kept on the device', () => {
  it('asks for its scripts from the head and starts them after the first frame that shows it', () => {
    const kept = startScriptsAfterFirstPaint(page);
    expect(kept).not.toContain('<script defer');
    expect(kept).toContain('<head><script>theme()</script><link rel="preload" as="script" href="/main.1.js"><style>');
    expect(kept).toMatch(
      /<\/script><script>\(function\(start\)\{document\.visibilityState==='hidden'\?start\(\):requestAnimationFrame\(function\(\)\{setTimeout\(start\)\}\)\}\)\(.*\["\/main\.1\.js"\].*\)<\/script><\/body>/,
    );
  });

  it('keeps the rendered markup and the data hand-off as they are', () => {
    expect(startScriptsAfterFirstPaint(page)).toContain(
      '<div id="root"><p>Story</p></div><script id="tales-data" type="application/json">{}</script>',
    );
  });

  it('leaves a page without deferred scripts alone', () => {
    const plain = '<html><head></head><body><p>Offline</p></body></html>';
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it('keeps the status and headers of a page, and answers anything that is not a page unchanged', async () => {
    const html = new Response(page, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    });
    const kept = await keptPage(html);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('cache-control')).toBe('no-cache');
    expect(await kept.text()).toContain('requestAnimationFrame');

    const missing = new Response('Not found', { status: 404, headers: { 'content-type': 'text/html' } });
    expect(await keptPage(missing)).toBe(missing);
    const json = new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    expect(await keptPage(json)).toBe(json);
  });
});
