// `pnpm bench`: what a reader on a cheap phone gets. Starts the production stack on ports of its own, loads
// pages cold in Chromium throttled like Lighthouse mobile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU),
// and reports LCP, gzip JS bytes, request count and the request rounds (depth of the initiator chain) before the
// page's main text shows. Results go to stdout and .bench/results.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';

const repo = path.resolve(__dirname, '../..');
const base = 5000;
const env = {
  ...process.env,
  TALES_PORT_SHELL: String(base),
  TALES_PORT_MF_READER: String(base + 1),
  TALES_PORT_MF_CALENDAR: String(base + 2),
  TALES_PORT_MF_DONATE: String(base + 3),
  TALES_PORT_MF_AUTH: String(base + 4),
  TALES_PORT_MF_ADMIN: String(base + 5),
  SUPABASE_API_PORT: '54341',
  TALES_DATA_DIR: '.data/bench',
  TALES_FRESH_DB: '1',
};

type Scenario = { name: string; path: string; ready: (page: Page) => Promise<void> };

const scenarios: Scenario[] = [
  { name: 'home /en', path: '/en', ready: (page) => page.locator('[data-story-body] p').first().waitFor({ timeout: 120_000 }) },
  { name: 'donate /en/donate', path: '/en/donate', ready: (page) => page.getByRole('tablist').first().waitFor({ timeout: 120_000 }) },
];

type Req = { id: string; url: string; type: string; start: number; end?: number; bytes: number; parent?: string };

async function measure(scenario: Scenario) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const reqs = new Map<string, Req>();
  const byUrl = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const initiatorUrl = e.initiator.url ?? e.initiator.stack?.callFrames?.[0]?.url ?? e.initiator.stack?.parent?.callFrames?.[0]?.url;
    reqs.set(e.requestId, { id: e.requestId, url: e.request.url, type: e.type ?? 'Other', start: e.timestamp, bytes: 0, parent: initiatorUrl ? byUrl.get(initiatorUrl) : undefined });
    byUrl.set(e.request.url, e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.bytes = e.encodedDataLength;
    }
  });

  await page.addInitScript(() => {
    (window as unknown as { __lcp: number }).__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

  const t0 = Date.now();
  await page.goto(`http://127.0.0.1:${base}${scenario.path}`, { waitUntil: 'commit' });
  await scenario.ready(page);
  const readyMs = Date.now() - t0;
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);

  const all = [...reqs.values()].filter((r) => r.url.startsWith('http'));
  const depth = (r: Req, seen = new Set<string>()): number => {
    if (!r.parent || seen.has(r.id)) return 1;
    seen.add(r.id);
    const parent = reqs.get(r.parent);
    return parent ? 1 + depth(parent, seen) : 1;
  };
  const js = all.filter((r) => r.type === 'Script' || /\.js(\?|$)/.test(r.url));
  const dataReq = all.find((r) => r.url.includes('/rest/v1/'));
  await browser.close();
  return {
    scenario: scenario.name,
    lcpMs: Math.round(lcp),
    readyMs,
    requests: all.length,
    jsFiles: js.length,
    gzipJsKB: +(js.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(1),
    maxRounds: Math.max(...all.map((r) => depth(r))),
    dataRequestRound: dataReq ? depth(dataReq) : null,
  };
}

async function waitFor(url: string, ms = 180_000) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function main() {
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'start.ts')], { cwd: repo, env, stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${base}/runtime-config.json`);
    const results = [];
    for (const s of scenarios) {
      const r = await measure(s);
      results.push(r);
      console.log(`${r.scenario}: LCP ${r.lcpMs} ms, ready ${r.readyMs} ms, ${r.gzipJsKB} KB gzip JS in ${r.jsFiles} files, ${r.requests} requests, ${r.maxRounds} rounds (data request in round ${r.dataRequestRound ?? '-'})`);
    }
    fs.mkdirSync(path.join(repo, '.bench'), { recursive: true });
    fs.writeFileSync(path.join(repo, '.bench/results.json'), JSON.stringify(results, null, 2));
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
