// Server rendering of every public route: the shell, the route's remote page (its server build, loaded at run
// time) and its data (from the page's own loader, or the shell's for its own pages, before the render), rendered
// with renderToPipeableStream and sent whole. What the server cannot do in time is left to the browser: a remote
// that does not load or render within the budget is rendered there (status 200 all the same, but the page is never
// kept), data the database did not give is fetched there (the page's own retry), and a page that cannot render at
// all is served as the plain shell.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { setRuntimeConfig, type RuntimeConfig } from '@tales/shared/config';
import { createPersistedCache, type DataHandoff } from '@tales/shared/data';
import { exposeId } from '@tales/shared/federation';
import { browserTimeZone, fallbackLanguage, setRenderTimeZoneSource } from '@tales/shared/i18n';
import {
  languageFromPath,
  matchPath,
  remotePageOf,
  routeKeys,
  routes,
  type RouteKey,
  type RouteMatch,
} from '@tales/shared/routing';
import { setSupabase } from '@tales/shared/supabase';
import type { RendererOptions, RenderResult, ServerRenderer } from '../../server/ssr-contract';
import { CLIENT_RENDER_DIGEST, ClientRenderError } from '../federation/server-modules';
import { createPageCache } from './page-cache';
import { createDataCache } from './data-cache';
import { parseTemplate } from './html';
import { inlineStyles, remoteStyles } from './inline-styles';
import { pageHead } from './page-head';
import { createRemoteRegistry, type RenderedPage } from './remote-registry';
import { loadPageData } from './page-data';
import { localPageLoader } from '../routes/local-page-data';
import { ServerApp } from './ServerApp';
import { createServerTexts } from './texts';

/** What a CDN may keep: a page is shared by every reader, fresh for a minute (the server cache's own limit). */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * The plain shell (admin, unprefixed paths, a page that could not render) and a page with a part left to the
 * browser (past the render budget, a remote that did not load or broke) are never kept: a CDN or the server's page
 * cache would otherwise hand every reader for minutes the slow path one slow render took.
 */
const PLAIN_CACHE_CONTROL = 'no-cache';

/**
 * Every remote page the server renders, with its data loader: the public routes' (every visitor is rendered
 * signed out, so never the account menu).
 */
const serverRendered: RenderedPage[] = routeKeys.flatMap((key) => {
  const page = remotePageOf(key);
  return page && !routes[key].admin ? [{ page, data: routes[key].data }] : [];
});

/**
 * The zone each render is for (the reader's, as the request names it, else the server's): today's story, the
 * calendar's month and a story's date are that zone's, and the page tells the browser which zone it was made for.
 */
const renderZone = new AsyncLocalStorage<string>();
setRenderTimeZoneSource(() => renderZone.getStore());
const serverTimeZone = browserTimeZone();

export async function createRenderer({
  template,
  styles,
  localesDir,
  runtimeConfig,
  supabase,
  renderBudgetMs = 1000,
  revalidateMs = 5000,
  log = console.log,
}: RendererOptions): Promise<ServerRenderer> {
  const page = parseTemplate(template);
  // Computed once per route (and once for a path no route matches).
  const routeStyles = new Map<RouteKey | undefined, string>(
    [undefined, ...routeKeys].map((key) => [key, inlineStyles(styles, key)]),
  );
  const texts = await createServerTexts(localesDir);
  const registry = createRemoteRegistry({ rendered: serverRendered, texts, log });
  let data = createDataCache();
  let project = '';

  /** The config of a reader (their release of each remote: `bucket`, see RendererOptions). */
  function currentConfig(bucket?: number): RuntimeConfig {
    const config = runtimeConfig(bucket);
    setRuntimeConfig(config);
    setSupabase(supabase(config));
    // Another Supabase project: answers cached from the previous one are not its data.
    if (project !== `${config.supabaseUrl} ${config.supabaseAnonKey}`) {
      project = `${config.supabaseUrl} ${config.supabaseAnonKey}`;
      data = createDataCache();
    }
    return config;
  }

  await registry.sync(currentConfig(), renderBudgetMs * 10);
  let revalidating = false;
  const timer = setInterval(() => {
    if (revalidating) return;
    revalidating = true;
    // Every live release loads before its first reader asks: the stable ones, and every canary (reader 0 is below
    // any canary's share).
    void Promise.all([
      registry.revalidate(),
      registry.sync(runtimeConfig(), 0),
      registry.sync(runtimeConfig(0), 0),
    ]).finally(() => (revalidating = false));
  }, revalidateMs);
  timer.unref();

  const plainPage = Buffer.from(page.plain);
  const plain = (status: number): RenderResult => ({
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PLAIN_CACHE_CONTROL },
    body: plainPage,
  });

  function render(path: string, origin: string, timeZone = serverTimeZone, bucket?: number): Promise<RenderResult> {
    return renderZone.run(timeZone, () => renderInZone(path, origin, timeZone, bucket));
  }

  async function renderInZone(path: string, origin: string, timeZone: string, bucket?: number): Promise<RenderResult> {
    const url = new URL(path, 'http://tales.invalid');
    const match: RouteMatch | null = matchPath(url.pathname);
    const lng = languageFromPath(url.pathname);
    // Without a language prefix the browser picks the language (saved choice, browser) and moves the address.
    if (!lng) return plain(match ? 200 : 404);
    // Admin pages need the signed-in user: the browser renders them.
    if (match && routes[match.key].admin) return plain(200);

    const config = currentConfig(bucket);
    const loaded = await registry.sync(config, renderBudgetMs);
    const i18n = texts.forRequest(lng, loaded.releases);
    const location = url.pathname + url.search;

    const cache = createPersistedCache({ storage: undefined });
    const remote = match ? remotePageOf(match.key) : undefined;
    const startedAt = Date.now();
    // Data gets part of the render budget, so a slow database still leaves time to render the page without it.
    // Every visitor is rendered signed out (a reader's answers, never an admin's).
    const { answers, story, listing } = await loadPageData(
      remote
        ? loaded.loader(exposeId(remote.remote, remote.expose))
        : localPageLoader(match ? routes[match.key].page : undefined),
      { params: match?.params ?? {}, search: url.searchParams, lng, admin: false, now: new Date(), onServer: true },
      { cache, data, budgetMs: renderBudgetMs / 2, log },
    );
    const renderMs = Math.max(0, renderBudgetMs - (Date.now() - startedAt));
    // Only the page's remote: every visitor is rendered signed out, and the account code loads only for a session.
    const assets = remote && loaded.assets(exposeId(remote.remote, remote.expose));
    const links = [routeStyles.get(match?.key) ?? '', ...(assets ? [remoteStyles(assets.css)] : [])];
    const scripts = (assets?.js ?? []).map((href) => `<link rel="preload" as="script" href="${href}" />`);

    return new Promise((resolve) => {
      let settled = false;
      /** A slot or a part of the page the browser renders: the page is not the one every reader should get. */
      let leftToBrowser = false;
      // The head, the status and the hand-off depend on the data the render used: known once it is done.
      const start = () => {
        if (settled) return;
        settled = true;
        clearTimeout(budget);
        const notFound = !match || story === null || listing === null;
        const head = pageHead({
          pathname: url.pathname,
          lng,
          i18n,
          siteUrl: config.siteUrl ?? origin,
          story,
          listing,
        });
        const handoff: DataHandoff = { entries: Object.fromEntries(answers), timeZone };
        const { before, after } = page.around(head, links, handoff, scripts);
        const chunks: Buffer[] = [Buffer.from(before)];
        // Everything is ready: React writes the whole markup at once, then ends.
        const markup = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            chunks.push(Buffer.from(after));
            resolve({
              status: notFound ? 404 : 200,
              headers: {
                'Content-Type': 'text/html; charset=utf-8',
                'Cache-Control': leftToBrowser ? PLAIN_CACHE_CONTROL : PAGE_CACHE_CONTROL,
              },
              body: Buffer.concat(chunks),
            });
            done();
          },
          // A render that breaks off after it started leaves the page to the browser.
          destroy(error, done) {
            if (error) log(`render of ${path} broke off: ${error.message}`);
            resolve(plain(200));
            done(error);
          },
        });
        stream.pipe(markup);
      };
      const stream = renderToPipeableStream(
        createElement(ServerApp, { url: location, i18n, cache, modules: loaded.modules }),
        {
          // A boundary that is ready stays in place however large (a month of stories), for crawlers and first paint.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: start,
          onShellError: (error) => {
            log(`render of ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
            if (settled) return;
            settled = true;
            clearTimeout(budget);
            resolve(plain(200));
          },
          // A slot that fails or runs out of time is rendered in the browser; hydration knows this digest.
          onError: (error) => {
            leftToBrowser = true;
            if (!(error instanceof ClientRenderError) && !budgetSpent)
              log(`${path}: a part is left to the browser: ${error instanceof Error ? error.message : String(error)}`);
            return CLIENT_RENDER_DIGEST;
          },
        },
      );
      // Past the budget, what has not rendered yet is left to the browser.
      let budgetSpent = false;
      const budget = setTimeout(() => {
        budgetSpent = true;
        log(`${path}: render budget of ${renderBudgetMs} ms spent; the rest renders in the browser`);
        stream.abort(new Error('render budget'));
        start();
      }, renderMs);
    });
  }

  // One page before the first reader: the remotes' code, the database connection and today's story are warm.
  await render(`/${fallbackLanguage}`, 'http://localhost').catch(() => undefined);

  return {
    render: createPageCache(render, {
      shareable: (result) => result.headers['Cache-Control'] === PAGE_CACHE_CONTROL,
      // Readers of one release of every remote share a page; a canary's readers have their own.
      variantOf: (bucket) => JSON.stringify(runtimeConfig(bucket).remotes),
    }),
    revalidate: () => registry.revalidate(),
    close: () => clearInterval(timer),
  };
}
