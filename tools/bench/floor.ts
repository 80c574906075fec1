// The static floor: a page's HTML as a visit received it, with its scripts removed, served by a tiny server of its
// own, so its LCP is what the same content costs with no application at all under the same throttling.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export type FloorServer = {
  urlOf: (name: string) => string;
  put: (name: string, html: string) => void;
  close: () => Promise<void>;
};

/**
 * Serves each page put into it at `/{name}` (gzip). A revisit takes it from the browser's cache without the
 * network, as the site's revisit takes its HTML from the service worker, so the warm floor is the content's own cost.
 */
export async function startFloorServer(host = '127.0.0.1'): Promise<FloorServer> {
  const pages = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const page = pages.get(decodeURIComponent((req.url ?? '/').split('?')[0].slice(1)));
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'max-age=600',
      })
      .end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (name) => `http://${host}:${port}/${encodeURIComponent(name)}`,
    put: (name, html) => void pages.set(name, gzipSync(html)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
