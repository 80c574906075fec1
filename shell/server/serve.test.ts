// The production page server's answers to HEAD and OPTIONS on page addresses: HEAD like GET without the body,
// OPTIONS 204 with the methods a page takes, for rendered pages and for the plain shell alike; and the reader's zone
// a page is rendered for.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { serveStatic } from './serve';
import type { RenderResult } from './ssr-contract';

const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const PAGE = `<!doctype html><html><body>${'<p>A rendered story.</p>'.repeat(100)}</body></html>`;

let root: string;
const servers: FastifyInstance[] = [];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-serve-'));
  fs.writeFileSync(path.join(root, 'index.html'), SHELL_HTML);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function start(
  renderPage?: (url: string, origin: string, timeZone?: string) => Promise<RenderResult | undefined>,
): Promise<string> {
  const app = await serveStatic({ root, port: 0, host: '127.0.0.1', historyFallback: true, renderPage });
  servers.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const render = async (url: string): Promise<RenderResult> =>
  url.startsWith('/missing')
    ? {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
        body: Buffer.from('<p>Not found</p>'),
      }
    : {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
        body: Buffer.from(PAGE),
      };

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One request with node:http, which (unlike fetch) leaves a gzipped body, or a HEAD's missing one, as it is. */
function send(method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        // The date and the connection differ by nature.
        for (const [name, value] of Object.entries(response.headers)) {
          if (name !== 'date' && name !== 'keep-alive' && name !== 'connection' && value !== undefined)
            kept[name] = String(value);
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each([
  ['a rendered page', () => start(render)],
  ['the plain shell (no renderer)', () => start()],
])('%s', (_label, startServer) => {
  let base: string;
  beforeAll(async () => {
    base = await startServer();
  });

  it.each([
    ['identity', 'identity'],
    ['gzip', 'gzip'],
  ])('HEAD answers like GET without a body (accept-encoding %s)', async (_encoding, acceptEncoding) => {
    const headers = { accept: 'text/html', 'accept-encoding': acceptEncoding };
    const get = await send('GET', `${base}/stories/moon?lang=en`, headers);
    const head = await send('HEAD', `${base}/stories/moon?lang=en`, headers);
    expect({ get: get.status, head: head.status, body: head.body.toString() }).toEqual({
      get: 200,
      head: 200,
      body: '',
    });
    expect(head.body.length).toBe(0);
    const { 'content-length': headLength, 'transfer-encoding': _headChunked, ...headRest } = head.headers;
    const { 'content-length': getLength, 'transfer-encoding': _getChunked, ...getRest } = get.headers;
    // Content-Length, when HEAD gives one, is the GET body's; everything else is the same.
    expect([undefined, getLength ?? String(get.body.length)]).toContain(headLength);
    expect(headRest).toEqual(getRest);
  });

  it('OPTIONS answers 204 with Allow: GET, HEAD, OPTIONS and no body', async () => {
    const response = await fetch(`${base}/stories/moon`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.text()).toBe('');
  });
});

describe('a page the renderer does not find', () => {
  it('HEAD carries the same 404 as GET', async () => {
    const base = await start(render);
    const get = await send('GET', `${base}/missing/page`, { accept: 'text/html' });
    const head = await send('HEAD', `${base}/missing/page`, { accept: 'text/html' });
    expect([get.status, head.status]).toEqual([404, 404]);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });
});

describe('files', () => {
  it('a missing file still answers 404 to GET, HEAD and OPTIONS', async () => {
    const base = await start(render);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect({ method, status: (await fetch(`${base}/missing.js`, { method })).status }).toEqual({
        method,
        status: 404,
      });
    }
  });
});

describe("the reader's time zone", () => {
  let base: string;
  const zones: (string | undefined)[] = [];
  beforeAll(async () => {
    base = await start(async (url, _origin, timeZone) => {
      zones.push(timeZone);
      return render(url);
    });
  });
  beforeEach(() => {
    zones.length = 0;
  });

  it("renders the page for the zone in the reader's cookie, and says a shared cache must key by it", async () => {
    const page = await send('GET', `${base}/en`, {
      accept: 'text/html',
      cookie: 'theme=dark; tales-tz=America%2FLos_Angeles',
    });
    expect(zones).toEqual(['America/Los_Angeles']);
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it("takes a CDN's zone for a first visit, and never a name that is not a zone", async () => {
    await send('GET', `${base}/en`, { accept: 'text/html', 'cloudfront-viewer-time-zone': 'Asia/Shanghai' });
    await send('GET', `${base}/en`, { accept: 'text/html', cookie: 'tales-tz=Mars%2FOlympus' });
    await send('GET', `${base}/en`, { accept: 'text/html', cookie: 'tales-tz=%E0%A4%A' });
    await send('GET', `${base}/en`, { accept: 'text/html' });
    expect(zones).toEqual(['Asia/Shanghai', undefined, undefined, undefined]);
  });
});

describe("the reader's release number", () => {
  let canaryLive = false;
  const buckets: (number | undefined)[] = [];
  let base: string;
  beforeAll(async () => {
    const app = await serveStatic({
      root,
      port: 0,
      host: '127.0.0.1',
      historyFallback: true,
      canaryLive: () => canaryLive,
      runtimeConfig: (bucket) => ({
        supabaseUrl: 'http://api.test',
        supabaseAnonKey: 'anon',
        remotes: { donate: bucket !== undefined && bucket < 50 ? 'http://cdn.test/v2/' : 'http://cdn.test/v1/' },
      }),
      renderPage: async (url, _origin, _zone, bucket) => {
        buckets.push(bucket);
        return { ...(await render(url)), headers: { 'cache-control': 'public, s-maxage=60' } };
      },
    });
    servers.push(app);
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    buckets.length = 0;
    canaryLive = false;
  });

  const donateFor = async (cookie?: string) => {
    const res = await fetch(`${base}/runtime-config.json`, { headers: cookie ? { cookie } : {} });
    return {
      donate: ((await res.json()) as { remotes: { donate: string } }).remotes.donate,
      setCookie: res.headers.get('set-cookie'),
    };
  };

  it('picks the config and the page by the number in the cookie, and draws none while no canary is live', async () => {
    expect(await donateFor('tales-release=7')).toEqual({ donate: 'http://cdn.test/v2/', setCookie: null });
    expect(await donateFor('tales-release=93')).toEqual({ donate: 'http://cdn.test/v1/', setCookie: null });
    expect(await donateFor()).toEqual({ donate: 'http://cdn.test/v1/', setCookie: null });
    for (const cookie of ['tales-release=100', 'tales-release=-1', 'tales-release=x'])
      expect((await donateFor(cookie)).donate).toBe('http://cdn.test/v1/');

    const page = await send('GET', `${base}/en`, { accept: 'text/html', cookie: 'tales-release=7' });
    expect(buckets).toEqual([7]);
    expect(page.headers['cache-control']).toBe('public, s-maxage=60');
  });

  it('gives a new reader a number while a canary is live, on their page, kept for a year, the page their own', async () => {
    canaryLive = true;
    const page = await send('GET', `${base}/en`, { accept: 'text/html' });
    const drawn = /^tales-release=(\d{1,2}); Path=\/; Max-Age=31536000; SameSite=Lax$/.exec(page.headers['set-cookie']);
    expect(drawn).not.toBeNull();
    expect(buckets).toEqual([Number(drawn?.[1])]);
    expect(page.headers['cache-control']).toBe('private, no-cache');

    const config = await donateFor();
    expect(config.setCookie).toMatch(/^tales-release=\d{1,2};/);
    // A reader who has one keeps it.
    expect((await donateFor('tales-release=12')).setCookie).toBeNull();
  });
});
