// Serves one production build the way a CDN would: compression, long-lived caching for hashed files,
// no-cache for the federation entry points and HTML, CORS on remotes, history fallback on the shell.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { RuntimeConfig } from '@tales/shared/config';
import { isHashedFile } from '@tales/shared/federation';
import { createPageGzip, gzipsPage } from './page-encoding';
import type { RenderResult } from './ssr-contract';
import { feeds } from './feeds/feeds-plugin';
import { requestTimeZone } from './reader-time-zone';
import { drawReleaseBucket, releaseBucketOf, releaseCookie } from './release-choice';
import { SHELL_CONTRACT_PATH, type ShellContract } from './release-contract';

type ServeOptions = {
  /** The build folder (an app's dist/). */
  root: string;
  port: number;
  host: string;
  /** The shell falls back to index.html for client routes; remotes answer 404. */
  historyFallback: boolean;
  /** Extra folders served under / after the build. */
  extraRoots?: string[];
  /**
   * The shell: answers /runtime-config.json from the server's own settings, read on each request, for the reader's
   * release number (their cookie; see release-choice.ts).
   */
  runtimeConfig?: (bucket?: number) => RuntimeConfig;
  /** The shell: the contract a remote's release must satisfy, answered at SHELL_CONTRACT_PATH. */
  contract?: ShellContract;
  /** The shell: whether a canary release is live (a reader without a release number then draws one). */
  canaryLive?: () => boolean;
  /** A remote: versioned builds published by `pnpm ship`, served under /releases/{version}/. */
  releasesRoot?: string;
  /** The shell: renders a page on the server (for the reader's zone); undefined falls back to index.html. */
  renderPage?: (url: string, origin: string, timeZone?: string, bucket?: number) => Promise<RenderResult | undefined>;
};

function cacheControl(file: string): string {
  const name = path.basename(file);
  if (isHashedFile(name)) return 'public, max-age=31536000, immutable';
  // The shell's common.json changes only with a shell deploy; a remote's texts (locales/{lng}.json) change
  // with each copy of the remote, so they are revalidated like its manifest.
  if (name === 'common.json' && file.includes(`${path.sep}locales${path.sep}`)) return 'public, max-age=300';
  return 'no-cache';
}

/** A page address: a path without a file extension. */
function isPagePath(url: string): boolean {
  return !path.extname(url.split('?')[0]);
}

/**
 * A page request: a GET (or a HEAD, answered like it without the body) for a page address from a browser or a
 * crawler (HTML or anything).
 */
function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !isPagePath(url)) return false;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/** What a page answers to: link checkers and CORS-unaware clients ask with HEAD and OPTIONS. */
const PAGE_METHODS = 'GET, HEAD, OPTIONS';

export async function serveStatic({
  root,
  port,
  host,
  historyFallback,
  extraRoots = [],
  runtimeConfig,
  canaryLive = () => false,
  contract,
  releasesRoot,
  renderPage,
}: ServeOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  /**
   * The reader's release number: from their cookie, else drawn (and set) while a canary is live; a response that
   * sets it is the reader's own.
   */
  function readerBucket(req: FastifyRequest, reply: FastifyReply): number | undefined {
    const bucket = releaseBucketOf(req.headers.cookie);
    if (bucket !== undefined || !canaryLive()) return bucket;
    const drawn = drawReleaseBucket();
    reply.header('Set-Cookie', releaseCookie(drawn));
    return drawn;
  }
  if (runtimeConfig) {
    app.get('/runtime-config.json', async (req, reply) =>
      reply.header('Cache-Control', 'no-cache').send(runtimeConfig(readerBucket(req, reply))),
    );
    await app.register(feeds, { runtimeConfig, root });
  }
  if (contract)
    app.get(SHELL_CONTRACT_PATH, async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(contract));
  await app.register(fastifyStatic, {
    root: [root, ...extraRoots],
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControl(file));
    },
  });
  if (releasesRoot) {
    fs.mkdirSync(releasesRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: releasesRoot,
      prefix: '/releases/',
      decorateReply: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(reply, file) {
        reply.header('Cache-Control', cacheControl(file));
      },
    });
  }
  const gzipped = createPageGzip();
  /** The rendered page, gzipped when the reader takes it; undefined when there is no renderer. */
  async function sendRendered(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const origin = `${req.protocol}://${req.host}`;
    const bucket = renderPage ? readerBucket(req, reply) : undefined;
    const rendered = renderPage ? await renderPage(req.url, origin, requestTimeZone(req.headers), bucket) : undefined;
    if (!rendered) return undefined;
    // A page is its reader's zone's and release's (their cookies): a shared cache keys it by them (docs/hosting.md).
    reply.code(rendered.status).headers(rendered.headers).header('Vary', 'Accept-Encoding, Cookie');
    if (reply.hasHeader('Set-Cookie')) reply.header('Cache-Control', 'private, no-cache');
    if (!gzipsPage(req.headers['accept-encoding'], rendered.body.length)) return reply.send(rendered.body);
    // The static files' compression leaves an encoded body alone.
    return reply.header('Content-Encoding', 'gzip').send(await gzipped(rendered.body));
  }
  if (historyFallback && renderPage) {
    // A page address goes straight to the renderer: the static files' lookup (a directory listing and a stat per
    // request) can only miss for a path without an extension.
    app.addHook('onRequest', async (req, reply) => {
      if (req.routeOptions.url !== '/*' || !wantsPage(req.method, req.url, req.headers.accept)) return;
      // Answered here, or (no renderer yet) by the static files and the fallback below.
      if (await sendRendered(req, reply)) return reply;
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (historyFallback && req.method === 'OPTIONS' && isPagePath(req.url))
      return reply.code(204).header('Allow', PAGE_METHODS).send();
    const page = historyFallback && wantsPage(req.method, req.url, req.headers.accept);
    const rendered = page ? await sendRendered(req, reply) : undefined;
    if (rendered) return rendered;
    if (page) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', root);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  await app.listen({ port, host });
  return app;
}
