/** @jest-environment node */
import { keptPage, startScriptsAfterFirstPaint } from './start-after-paint';
import { renderedPage as page } from './test-page';

describe('a page kept on the device', () => {
  it('fetches no code or data before its first frame, and starts its hints and scripts after that frame', () => {
    const kept = startScriptsAfterFirstPaint(page);
    const head = kept.slice(0, kept.indexOf('</head>'));
    expect(head).not.toContain('<script defer');
    expect(head).not.toContain('as="fetch"');
    expect(head).not.toContain('as="script"');
    // What the first frame can need stays where it was.
    expect(head).toContain(
      '<script>theme()</script><link rel="preload" as="font" href="/serif.woff2" crossorigin><style>p{}</style>',
    );
    const starter = kept.slice(kept.lastIndexOf('<script>'), kept.indexOf('</body>'));
    expect(starter).toMatch(
      /^<script>\(function\(start\)\{document\.visibilityState==='hidden'\?start\(\):requestAnimationFrame\(function\(\)\{setTimeout\(start\)\}\)\}\)\(.*\["\/main\.1\.js"\].*\)<\/script>$/,
    );
    // The hints go back in, in their order, before the scripts start; no `<` can close the starter early.
    expect(starter).not.toMatch(/<(?!\/?script)/);
    expect(starter).toContain(
      String.raw`\u003clink rel=\"preload\" href=\"/runtime-config.json\" as=\"fetch\" crossorigin>\u003clink rel=\"preload\" as=\"script\" href=\"http://remote/page.1.js\" />`,
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
