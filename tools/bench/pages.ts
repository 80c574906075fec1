// Loads a page in Chromium throttled like Lighthouse mobile and turns what the browser recorded into the
// figures of one visit. A cold visit starts from a fresh browser context (empty HTTP cache, no service
// worker); the warm visit opens the same address again in that context, so caches and any service worker stay.
import type { BrowserContext, CDPSession, Request } from '@playwright/test';
import { cumulativeLayoutShift, requestRounds, totalBlockingTime, type TimedRequest } from './metrics';
import { collectProbe, probeScript, type ProbeReadings } from './probe';

/** Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× slower CPU. */
export const throttling = { rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750, cpuSlowdown: 4 };

/** The phone the pages are loaded on (Lighthouse's moto g power). */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** A visit ends once the page has been quiet this long: no request in flight, no long task. */
const QUIET_MS = 3000;
/** …or at the latest this long after it started. */
const VISIT_LIMIT_MS = 90_000;
/**
 * How long a new tab is left alone before its address is opened. A new tab of desktop Chromium loads the
 * browser's own omnibox popup (a WebUI page, about half a second of CPU in another renderer); on two cores that
 * work would land in the page's load. A reader's tab is open before the address is typed, as in Lighthouse.
 */
const TAB_SETTLE_MS = 1500;

/** Requests nothing waits for (page views, the favicon). */
const background = (url: string) => /\/record_page_view|favicon/.test(url);
/** …and those, with the ones that cost no round trip, never make a later request a round later. */
const sideline = (request: NetRequest) => background(request.url) || request.fromCache;

export type NetRequest = TimedRequest & { type: string; bytes: number; fromCache: boolean; failed: boolean };

export type Visit = {
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number;
  tbtMs: number;
  /** When the main text is on screen (its first frame, never before the first contentful paint). */
  shownMs: number | null;
  interactiveMs: number | null;
  /** `mark`: the shell's hydration mark; `text`: no mark, so the time the main text showed. */
  interactiveFrom: 'mark' | 'text' | null;
  /** The zone the server made the page for when the page hydrated it; null when the browser rendered it afresh. */
  serverPageZone: string | null;
  requests: number;
  /** Requests the network answered (not the HTTP cache or a service worker). */
  networkRequests: number;
  transferKB: number;
  jsFiles: number;
  jsTransferKB: number;
  roundsBeforeShown: number | null;
  dataRequestRound: number | null;
  serviceWorker: boolean;
  /** What a service worker fetched on its own during the visit (precaching, revalidation): files and KB. */
  workerFetches: number;
  workerKB: number;
  /** The page never became quiet within the limit: its figures may be incomplete. */
  timedOut: boolean;
  /** Every JavaScript file the page loaded (for the gzip sizes and the bundle report). */
  jsUrls: string[];
  /** The request waterfall, one line per request. */
  waterfall: string[];
};

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const ms = (value: number | null) => (value === null ? null : Math.round(value));

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.rttMs,
    downloadThroughput: (throttling.downKbps * 1024) / 8,
    uploadThroughput: (throttling.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
}

function recordRequests(cdp: CDPSession) {
  // CDP gives a wall time when a request is sent and monotonic times after; everything becomes wall-clock ms.
  const requests = new Map<string, NetRequest & { sentMono: number }>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    if (requests.has(e.requestId)) return; // a redirect keeps its first start
    requests.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? 'Other',
      start: e.wallTime * 1000,
      sentMono: e.timestamp,
      bytes: 0,
      fromCache: false,
      failed: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache))
      r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now();
    const r = requests.get(e.requestId);
    if (r) {
      r.end = r.start + (e.timestamp - r.sentMono) * 1000;
      r.bytes = e.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFailed', (e) => {
    lastActivity = Date.now();
    const r = requests.get(e.requestId);
    if (r) {
      r.end = r.start + (e.timestamp - r.sentMono) * 1000;
      r.failed = true;
    }
  });
  return {
    all: () => [...requests.values()].filter((r) => r.url.startsWith('http')),
    inFlight: () => [...requests.values()].filter((r) => r.end === undefined).length,
    quietFor: () => Date.now() - lastActivity,
  };
}

/** Waits until a service worker the page registered is active, so a revisit can use it. */
const serviceWorkerReady = `(async () => {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration(location.href).catch(() => undefined);
  if (!registration) return false;
  return Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(true), 15000))]);
})()`;

/**
 * The page as its response delivered it (what the first paint shows, before any script changed it), without its
 * scripts (stylesheets kept), resolving relative addresses against its origin.
 */
const deliveredWithoutScripts = `((html) => {
  const root = new DOMParser().parseFromString(html, 'text/html').documentElement;
  root.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"], link[rel="prefetch"]').forEach((node) => node.remove());
  const base = document.createElement('base');
  base.href = location.origin + '/';
  root.querySelector('head').prepend(base);
  return '<!DOCTYPE html>\\n' + root.outerHTML;
})`;

export type VisitOptions = { url: string; selector: string; keepHtml?: boolean };

/** One visit of `url` in `context`; `selector` finds the page's main text. */
export async function visit(
  context: BrowserContext,
  { url, selector, keepHtml = false }: VisitOptions,
): Promise<{ visit: Visit; html?: string }> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: probeScript(selector) });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const net = recordRequests(cdp);
    // A service worker's own requests are not the page's: Playwright reports them on the context.
    const workerRequests: Request[] = [];
    const onWorkerRequest = (request: Request) => void (request.serviceWorker() && workerRequests.push(request));
    context.on('requestfinished', onWorkerRequest);
    await new Promise((resolve) => setTimeout(resolve, TAB_SETTLE_MS));
    const started = Date.now();
    const response = await page.goto(url, { waitUntil: 'commit', timeout: VISIT_LIMIT_MS });

    let readings: ProbeReadings;
    let timedOut = false;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      readings = (await page.evaluate(collectProbe)) as ProbeReadings;
      const tasksQuiet = readings.now - readings.lastLongTaskEnd >= QUIET_MS;
      if (readings.textAt !== null && net.inFlight() === 0 && net.quietFor() >= QUIET_MS && tasksQuiet) break;
      if (Date.now() - started > VISIT_LIMIT_MS) {
        timedOut = true;
        break;
      }
    }
    const serviceWorker = (await page.evaluate(serviceWorkerReady)) as boolean;
    const delivered = keepHtml && response ? await response.text() : undefined;
    const html =
      delivered === undefined
        ? undefined
        : ((await page.evaluate(`${deliveredWithoutScripts}(${JSON.stringify(delivered)})`)) as string);
    await cdp.detach();
    context.off('requestfinished', onWorkerRequest);
    const workerBytes = (
      await Promise.all(
        workerRequests.map((r) => r.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }))),
      )
    ).reduce((n, size) => n + size.responseBodySize + size.responseHeadersSize, 0);
    const worker = { fetches: workerRequests.length, kb: kb(workerBytes) };
    return { visit: summarize(readings, net.all(), serviceWorker, worker, timedOut), html };
  } finally {
    await page.close();
  }
}

function summarize(
  r: ProbeReadings,
  wallRequests: NetRequest[],
  serviceWorker: boolean,
  worker: { fetches: number; kb: number },
  timedOut: boolean,
): Visit {
  // Request times from wall-clock ms to ms since navigation start, like the page's own entries.
  const requests = wallRequests.map((q) => ({
    ...q,
    start: q.start - r.timeOrigin,
    end: q.end === undefined ? undefined : q.end - r.timeOrigin,
  }));
  const rounds = requestRounds(requests, sideline);
  const shown = r.textAt === null ? null : Math.max(r.textFrameAt ?? r.textAt, r.fcp ?? 0);
  const js = requests.filter((q) => !q.failed && (q.type === 'Script' || /\.m?js(\?|$)/.test(q.url)));
  const beforeShown = shown === null ? [] : requests.filter((q) => q.start <= shown && !background(q.url));
  const data = requests.find((q) => q.url.includes('/rest/v1/') && !background(q.url));
  const waterfall = [...requests]
    .sort((a, b) => a.start - b.start)
    .map((q) => {
      const to = q.end === undefined ? '…' : Math.round(q.end);
      const from = q.fromCache ? ' cache' : '';
      return `${String(rounds.get(q.id)).padStart(2)}  ${String(Math.round(q.start)).padStart(6)} → ${String(to).padStart(6)} ms  ${kb(q.bytes).toFixed(1).padStart(6)} KB${from}  ${q.url.replace(/^http:\/\/127\.0\.0\.1:/, ':')}`;
    });
  return {
    fcpMs: ms(r.fcp),
    lcpMs: ms(r.lcp),
    lcpElement: r.lcpElement,
    cls: +cumulativeLayoutShift(r.shifts).toFixed(4),
    tbtMs: r.fcp === null ? 0 : Math.round(totalBlockingTime(r.longTasks, r.fcp, r.now)),
    shownMs: ms(shown),
    interactiveMs: ms(r.hydratedAt ?? shown),
    interactiveFrom: r.hydratedAt !== null ? 'mark' : shown !== null ? 'text' : null,
    serverPageZone: r.serverPageZone,
    requests: requests.length,
    networkRequests: requests.filter((q) => !q.fromCache).length,
    transferKB: kb(requests.reduce((n, q) => n + q.bytes, 0)),
    jsFiles: js.length,
    jsTransferKB: kb(js.reduce((n, q) => n + q.bytes, 0)),
    roundsBeforeShown: beforeShown.length ? Math.max(...beforeShown.map((q) => rounds.get(q.id) ?? 1)) : null,
    dataRequestRound: data ? (rounds.get(data.id) ?? null) : null,
    serviceWorker,
    workerFetches: worker.fetches,
    workerKB: worker.kb,
    timedOut,
    jsUrls: [...new Set(js.map((q) => q.url))],
    waterfall,
  };
}
