// A server-rendered page as the server sends it, before the worker keeps a copy: a theme script, hints for code,
// data and a font, a deferred script, the rendered story and the data hand-off.
export const renderedPage =
  '<!doctype html><html><head><script>theme()</script><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin><link rel="preload" as="font" href="/serif.woff2" crossorigin><script defer src="/main.1.js"></script><style>p{}</style><link rel="preload" as="script" href="http://remote/page.1.js" /></head><body><div id="root"><p>Story</p></div><script id="tales-data" type="application/json">{}</script></body></html>';
