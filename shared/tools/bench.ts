// `pnpm bench`: what a reader on a cheap phone gets. Starts the production stack on ports of its own, loads
// pages cold in Chromium throttled like Lighthouse mobile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU),
// and reports LCP, gzip JS bytes, request count and the request rounds (depth of the initiator chain) before the
// page's main text shows. Results go to stdout and .bench/results.json, waterfalls to .bench/waterfall-*.txt.
//
// A request's round is 1 + the highest round of the requests that had finished before it was sent: requests
// sent together share a round, one that had to wait for another's answer is a round later.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { portsEnv, portsFrom, waitForUrl } from './ports';

const repo = path.resolve(__dirname, '../..');
// `TALES_BENCH_PORT_BASE` moves the whole bench stack (shell at base, remotes after it, API at base + 49341).
const base = Number(process.env.TALES_BENCH_PORT_BASE ?? 5000);
const env = {
  ...process.env,
  ...portsEnv(portsFrom(base)),
  SUPABASE_API_PORT: String(base + 49341),
  TALES_DATA_DIR: '.data/bench',
  TALES_FRESH_DB: '1',
};

type Scenario = { name: string; path: string; ready: (page: Page) => Promise<void> };

const scenarios: Scenario[] = [
  { name: 'home /en', path: '/en', ready: (page) => page.locator('[data-story-body] p').first().waitFor({ timeout: 120_000 }) },
  { name: 'donate /en/donate', path: '/en/donate', ready: (page) => page.getByRole('tablist').first().waitFor({ timeout: 120_000 }) },
];

type Req = { id: string; url: string; type: string; start: number; end?: number; bytes: number };

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

  // Times in wall-clock ms: CDP gives a wall time when a request is sent and monotonic times after.
  const reqs = new Map<string, Req & { sentMono: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    reqs.set(e.requestId, { id: e.requestId, url: e.request.url, type: e.type ?? 'Other', start: e.wallTime * 1000, sentMono: e.timestamp, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) {
      r.end = r.start + (e.timestamp - r.sentMono) * 1000;
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
  const readyAt = Date.now();
  const readyMs = readyAt - t0;
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);

  const all = [...reqs.values()].filter((r) => r.url.startsWith('http')).sort((a, b) => a.start - b.start);
  const round = new Map<string, number>();
  // Nothing waits for these: they never make a later request a round later.
  const sideline = (q: Req) => /\/page_views|favicon/.test(q.url);
  for (const r of all) {
    const before = all.filter((q) => q.end !== undefined && q.end <= r.start && !sideline(q)).map((q) => round.get(q.id) ?? 1);
    round.set(r.id, 1 + Math.max(0, ...before));
  }
  const beforeReady = all.filter((r) => r.start <= readyAt);
  const js = all.filter((r) => r.type === 'Script' || /\.js(\?|$)/.test(r.url));
  const dataReq = all.find((r) => r.url.includes('/rest/v1/'));
  const waterfall = all.map((r) => {
    const from = Math.round(r.start - t0);
    const to = r.end === undefined ? '…' : Math.round(r.end - t0);
    return `${String(round.get(r.id)).padStart(2)}  ${String(from).padStart(6)} → ${String(to).padStart(6)} ms  ${String((r.bytes / 1024).toFixed(1)).padStart(6)} KB  ${r.url.replace(/^http:\/\/127\.0\.0\.1:/, ':')}`;
  });
  fs.mkdirSync(path.join(repo, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(repo, `.bench/waterfall-${scenario.name.split(' ')[0]}.txt`), `round  start → end  size  url   (ready at ${readyMs} ms)\n${waterfall.join('\n')}\n`);
  await browser.close();
  return {
    scenario: scenario.name,
    lcpMs: Math.round(lcp),
    readyMs,
    requests: all.length,
    jsFiles: js.length,
    gzipJsKB: +(js.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(1),
    roundsBeforeReady: Math.max(...beforeReady.map((r) => round.get(r.id) ?? 1)),
    dataRequestRound: dataReq ? (round.get(dataReq.id) ?? null) : null,
  };
}

async function main() {
  const server = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'start.ts')], { cwd: repo, env, stdio: 'ignore' });
  try {
    await waitForUrl(`http://127.0.0.1:${base}/runtime-config.json`, { alive: () => server.exitCode === null });
    const results = [];
    for (const s of scenarios) {
      const r = await measure(s);
      results.push(r);
      console.log(`${r.scenario}: LCP ${r.lcpMs} ms, ready ${r.readyMs} ms, ${r.gzipJsKB} KB gzip JS in ${r.jsFiles} files, ${r.requests} requests, ${r.roundsBeforeReady} request rounds before the text shows (data request in round ${r.dataRequestRound ?? '-'})`);
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
