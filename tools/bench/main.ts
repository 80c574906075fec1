// `pnpm bench`: what a reader on a cheap phone gets, and what the shell's server sustains.
//
// Starts the production stack on ports of its own (`TALES_BENCH_PORT_BASE`, default 5000) and, for `/en`, a
// story page, the calendar and a genre, loads each page cold (fresh browser context) and warm (a revisit in the
// same context: HTTP cache and any service worker kept) in Chromium throttled like Lighthouse mobile. It also
// loads the page's HTML as each visit received it, without its scripts, from a tiny static server (the static
// floor). The admin's pages are loaded cold too, signed in, and reported apart (admin-pages.ts). Then it loads the
// shell's server with 50 connections: cached pages as readers ask for them, and story pages that each render.
// Figures go to stdout and .bench/results.json, per-package JavaScript costs to .bench/bundle-<page>.md/.json,
// waterfalls to .bench/waterfall-<page>-<cold|warm>.txt.
//
// `pnpm bench --check` also compares every figure with its budget (budgets.ts) and runs the API's own check
// (`pnpm --filter @tales/supabase-local bench --check`, skipped with `--no-api`); it exits 1 when any fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { pathFor } from '@tales/shared/routing';
import { apps } from '@tales/build/ports';
import { chromiumArgs } from '@tales/testing/chromium';
import { budgets, checkBudgets, exitCode, formatCheck } from './budgets';
import { medianPairedRatio, medianRun, pairedRatios } from './metrics';
import { costOfFile, pageBundle, bundleMarkdown, readWorkspace, type FileCost, type PageBundle } from './bundle';
import { measureAdminPages } from './admin-pages';
import { startFloorServer, type FloorServer } from './floor';
import { phone, throttling, visit, type Visit } from './pages';
import type { BenchResults, PageKey, PageResult, ServerResult, VisitResult } from './results';
import { measureServer, PACED_RATE, SERVER_CONNECTIONS } from './server-load';
import { benchStories, publishedStories, repo, startStack, type Stack } from './stack';

const args = new Set(process.argv.slice(2));
/** `--server-only`: only the server part (no browser); `--check` then holds only the server's budgets. */
const serverOnly = args.has('--server-only');
/**
 * `--runs 3` (or `--runs=3`): load each page that many times and report its median run. A check takes three by
 * default: one visit's paint times vary by about a fifth between runs on a shared machine, as much as a budget's margin.
 */
function runsArg(argv: string[]): number {
  const at = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
  if (at < 0) return argv.includes('--check') ? 3 : 1;
  const value = Number(argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number of at least 1');
  return value;
}
const runs = runsArg(process.argv.slice(2));
const base = Number(process.env.TALES_BENCH_PORT_BASE ?? 5000);
const out = path.join(repo, '.bench');

type PageSpec = { key: PageKey; path: string; selector: string };

function pageSpecs(storyId: string): PageSpec[] {
  return [
    { key: 'home', path: pathFor('home', 'en'), selector: '[data-story-body] p' },
    { key: 'story', path: pathFor('storyWithId', 'en', { storyId }), selector: '[data-story-body] p' },
    { key: 'calendar', path: pathFor('calendar', 'en'), selector: '[data-day] h3' },
    // The genre with the most seeded stories: a full page of cards.
    { key: 'genre', path: pathFor('genre', 'en', { genre: 'kids' }), selector: 'main li a[href*="/story/"]' },
  ];
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs(),
  });

/**
 * The readers' time zones each page is visited from: west of the server's, the server's (UTC) and east of it. A
 * fresh browser's first visit is rendered for the server's zone and hydrated there before it moves to the reader's;
 * its revisit carries the zone's cookie and is rendered for the reader's own.
 */
const zones = ['America/Los_Angeles', 'UTC', 'Asia/Shanghai'];

/** Cold then warm in one context; `keepHtml` keeps each visit's HTML as delivered, without scripts. */
async function coldAndWarm(browser: Browser, url: string, selector: string, keepHtml: boolean, timezoneId: string) {
  const context = await browser.newContext({ ...phone, timezoneId });
  try {
    const cold = await visit(context, { url, selector, keepHtml });
    const warm = await visit(context, { url, selector, keepHtml });
    return { cold: cold.visit, warm: warm.visit, html: { cold: cold.html ?? '', warm: warm.html ?? '' } };
  } finally {
    await context.close();
  }
}

/**
 * `runs` times the page and then its static floor, cold and warm; each kind of visit reported by its median run, and
 * its ratios to the floor by the median of each run's ratio to the floor's visit right after it. Each kind of visit
 * has the floor of the content it was delivered: a first visit from a zone whose day has another story gets the
 * server's page (then the app shows the reader's story), its revisit the reader's page, so a floor per kind.
 */
async function measurePage(
  browser: Browser,
  stack: Stack,
  floor: FloorServer,
  spec: PageSpec,
  runs: number,
  zone: string,
) {
  const pageRuns: { cold: Visit; warm: Visit }[] = [];
  const floorRuns: { cold: Visit; warm: Visit }[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await coldAndWarm(browser, stack.origin + spec.path, spec.selector, true, zone);
    pageRuns.push(page);
    const floorOf = async (html: string) => {
      floor.put(spec.key, html);
      return coldAndWarm(browser, floor.urlOf(spec.key), spec.selector, false, zone);
    };
    const coldFloor = await floorOf(page.html.cold);
    const warmFloor = page.html.warm === page.html.cold ? coldFloor : await floorOf(page.html.warm);
    floorRuns.push({ cold: coldFloor.cold, warm: warmFloor.warm });
  }
  const median = (visits: { cold: Visit; warm: Visit }[]) => ({
    cold: medianRun(visits, (v) => v.cold.lcpMs).cold,
    warm: medianRun(visits, (v) => v.warm.shownMs).warm,
  });
  const ratios = (kind: 'cold' | 'warm'): FloorRatios => {
    const pairs = (figure: (v: Visit) => number | null) =>
      pageRuns.map((p, i) => [figure(p[kind]), figure(floorRuns[i][kind])] as const);
    const lcp = pairs((v) => v.lcpMs);
    const shown = pairs((v) => v.shownMs);
    return {
      lcpToFloor: medianPairedRatio(lcp),
      lcpToFloorRuns: pairedRatios(lcp),
      shownToFloor: medianPairedRatio(shown),
      shownToFloorRuns: pairedRatios(shown),
    };
  };
  return { ...median(pageRuns), floor: median(floorRuns), ratios: { cold: ratios('cold'), warm: ratios('warm') } };
}

type FloorRatios = Pick<VisitResult, 'lcpToFloor' | 'lcpToFloorRuns' | 'shownToFloor' | 'shownToFloorRuns'>;

function result(v: Visit, floorVisit: Visit, ratios: FloorRatios, jsGzipKB: number): VisitResult {
  const { jsUrls: _urls, waterfall: _waterfall, ...figures } = v;
  return { ...figures, jsGzipKB, floorLcpMs: floorVisit.lcpMs, floorShownMs: floorVisit.shownMs, ...ratios };
}

function serverLabel(s: ServerResult): string {
  if (s.key === 'home') return s.path;
  const pages = `story pages (${s.paths} in turn`;
  if (!s.uncached) return `${pages})`;
  return `${pages}, each request rendered: a distinct address)${s.offeredRate ? `, ${s.offeredRate} req/s arriving at a constant rate` : ''}`;
}

const f = (n: number | null, unit = ' ms') => (n === null ? '–' : `${n}${unit}`);

function printVisit(label: string, v: VisitResult) {
  console.log(
    `  ${label.padEnd(5)} FCP ${f(v.fcpMs)}, LCP ${f(v.lcpMs)} (${v.lcpToFloor ?? '–'}× the static floor, the median of ${v.lcpToFloorRuns.join(', ')}; its median ${f(v.floorLcpMs)}), CLS ${v.cls}, TBT ${v.tbtMs} ms, ` +
      `shown ${f(v.shownMs)} (${v.shownToFloor ?? '–'}× the floor, the median of ${v.shownToFloorRuns.join(', ')}; its median ${f(v.floorShownMs)}), interactive ${f(v.interactiveMs)} (${v.interactiveFrom ?? '–'}), ` +
      `${v.serverPageZone ? `hydrated the page made for ${v.serverPageZone}` : 'rendered afresh in the browser'}, ` +
      `${v.jsGzipKB} KB gzip JS in ${v.jsFiles} files (${v.jsTransferKB} KB transferred), ` +
      `${v.requests} requests (${v.networkRequests} from the network), ${v.roundsBeforeShown ?? '–'} rounds before the text shows (data request in round ${v.dataRequestRound ?? '–'})` +
      `${v.serviceWorker ? `, service worker active (fetched ${v.workerFetches} files, ${v.workerKB} KB itself)` : ''}${v.timedOut ? ', NEVER QUIET (figures may be partial)' : ''}`,
  );
}

async function browserPart(stack: Stack, specs: PageSpec[]) {
  const workspace = readWorkspace(repo, [...apps, 'shared']);
  const costs = new Map<string, Promise<FileCost>>();
  const costOf = (url: string) => {
    if (!costs.has(url)) costs.set(url, costOfFile(url, stack.appOf(url), workspace));
    return costs.get(url) as Promise<FileCost>;
  };
  const browser = await launch();
  const floor = await startFloorServer();
  const pages: PageResult[] = [];
  const bundles: PageBundle[] = [];
  try {
    for (const [spec, zone] of specs.flatMap((s) => zones.map((z) => [s, z] as const))) {
      // The server has answered the page once, as a running site has; the browser starts empty.
      await fetch(stack.origin + spec.path, { headers: { accept: 'text/html' } });
      const m = await measurePage(browser, stack, floor, spec, runs, zone);
      const file = `${spec.key}-${zone.replace(/\//g, '_')}`;
      for (const [kind, v] of [
        ['cold', m.cold],
        ['warm', m.warm],
      ] as const) {
        fs.writeFileSync(
          path.join(out, `waterfall-${file}-${kind}.txt`),
          `round  start → end (ms since navigation)  size  url\n${v.waterfall.join('\n')}\n`,
        );
      }
      const bundle = pageBundle(spec.path, await Promise.all(m.cold.jsUrls.map(costOf)));
      // The code is the same in every zone: one bundle report per page.
      if (zone === 'UTC') {
        bundles.push(bundle);
        fs.writeFileSync(path.join(out, `bundle-${spec.key}.md`), bundleMarkdown(bundle));
        fs.writeFileSync(path.join(out, `bundle-${spec.key}.json`), JSON.stringify(bundle, null, 2));
      }
      const warmFiles = await Promise.all(m.warm.jsUrls.map(costOf));
      const page: PageResult = {
        key: spec.key,
        path: spec.path,
        zone,
        cold: result(m.cold, m.floor.cold, m.ratios.cold, bundle.gzipKB),
        warm: result(
          m.warm,
          m.floor.warm,
          m.ratios.warm,
          +(warmFiles.reduce((n, file) => n + file.gzipBytes, 0) / 1024).toFixed(1),
        ),
      };
      pages.push(page);
      console.log(`${spec.path}, a reader in ${zone}`);
      printVisit('cold', page.cold);
      printVisit('warm', page.warm);
      if (zone === 'UTC') {
        console.log(
          `  JS by package: ${bundle.packages
            .slice(0, 8)
            .map((p) => `${p.name} ${p.gzipKB}`)
            .join(', ')} KB (.bench/bundle-${spec.key}.md)`,
        );
        console.log(`  JS by app: ${bundle.apps.map((a) => `${a.app} ${a.gzipKB} KB/${a.files}`).join(', ')}`);
      }
    }
    const admin = await measureAdminPages(browser, stack, costOf, out);
    return { pages, bundles, admin };
  } finally {
    await floor.close();
    await browser.close();
  }
}

function runApiCheck(): number {
  console.log('\nAPI: pnpm --filter @tales/supabase-local bench --check');
  const run = spawnSync('pnpm', ['--filter', '@tales/supabase-local', 'bench', '--check'], {
    cwd: repo,
    stdio: 'inherit',
  });
  return run.status ?? 1;
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const stack = await startStack(base);
  let results: BenchResults;
  try {
    const stories = await publishedStories(stack.config);
    const { ofTheDay, page } = benchStories(stories);
    const specs = pageSpecs(page.id);
    if (!serverOnly)
      console.log(
        `Pages under Lighthouse mobile throttling (${throttling.rttMs} ms RTT, ${throttling.downKbps / 1024} Mbps, ${throttling.cpuSlowdown}× CPU); times in ms since navigation start${runs > 1 ? `; the median of ${runs} runs` : ''}\n`,
      );
    const { pages, bundles, admin } = serverOnly
      ? { pages: [], bundles: [], admin: [] }
      : await browserPart(stack, specs);
    console.log(`\nThe shell's server, ${SERVER_CONNECTIONS} connections, Accept: text/html`);
    // The measured story page first (its text is looked for in the first response), then every other in turn.
    const storyPaths = [page, ...stories.filter((s) => s.id !== page.id)].map((s) =>
      pathFor('storyWithId', 'en', { storyId: s.id }),
    );
    const server = [
      await measureServer('home', stack.origin, [specs[0].path], ofTheDay.title),
      await measureServer('story', stack.origin, storyPaths, page.title),
      await measureServer('storyUncached', stack.origin, storyPaths, page.title, { uncached: true }),
      await measureServer('storyPaced', stack.origin, storyPaths, page.title, { uncached: true, rate: PACED_RATE }),
    ];
    for (const s of server)
      console.log(
        `  ${serverLabel(s)}: ${s.rps} req/s, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms (${s.requests} requests, ${s.non2xx} non-2xx, ${s.errors} errors; one request alone ${s.aloneMs} ms); main text in the HTML: ${s.textInHtml ? 'yes' : 'no'}`,
      );
    results = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? 'unknown',
        loadAverage: os.loadavg().map((n) => +n.toFixed(2)),
        node: process.version,
      },
      throttling,
      runs,
      pages,
      server,
      bundles: bundles.map(({ files: _files, ...rest }) => rest),
      admin,
    };
    fs.writeFileSync(path.join(out, 'results.json'), JSON.stringify(results, null, 2));
    console.log(
      `\nResults: .bench/results.json (load average ${results.machine.loadAverage.join(' / ')} on ${results.machine.cpus} CPUs)`,
    );
  } finally {
    await stack.stop();
  }

  if (args.has('--check')) {
    console.log('\nBudgets');
    const checks = checkBudgets(results, serverOnly ? budgets.filter((b) => b.part === 'server') : budgets);
    for (const check of checks) console.log(`  ${formatCheck(check)}`);
    const api = args.has('--no-api') ? null : runApiCheck();
    const code = exitCode(checks, api);
    const failed = checks.filter((c) => !c.ok).length;
    console.log(
      `\n${failed ? `${failed} of ${checks.length} budgets exceeded` : `all ${checks.length} budgets hold`}${api === null ? ' (API check skipped)' : api === 0 ? '; API check passed' : '; API check FAILED'}`,
    );
    process.exitCode = code;
  }
}

// Exits explicitly: load-test sockets that timed out may still be open, and nothing is left to wait for.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
