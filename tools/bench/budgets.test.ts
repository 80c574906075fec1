import { budgets, checkBudgets, exitCode, formatCheck, type Budget } from './budgets';
import type { BenchResults, PageKey, PageResult, ServerResult, VisitResult } from './results';

const visit = (over: Partial<VisitResult> = {}): VisitResult => ({
  fcpMs: 800,
  lcpMs: 900,
  lcpElement: 'p',
  cls: 0.01,
  tbtMs: 40,
  shownMs: 250,
  interactiveMs: 2000,
  interactiveFrom: 'mark',
  serverPageZone: 'UTC',
  requests: 12,
  networkRequests: 12,
  transferKB: 200,
  jsFiles: 8,
  jsTransferKB: 150,
  roundsBeforeShown: 1,
  dataRequestRound: null,
  serviceWorker: true,
  workerFetches: 0,
  workerKB: 0,
  timedOut: false,
  jsGzipKB: 150,
  floorLcpMs: 800,
  lcpToFloor: 1.1,
  lcpToFloorRuns: [1.1],
  floorShownMs: 800,
  shownToFloor: 1.1,
  shownToFloorRuns: [1.1],
  ...over,
});

const page = (
  key: PageKey,
  cold: Partial<VisitResult> = {},
  warm: Partial<VisitResult> = {},
  zone = 'UTC',
): PageResult => ({
  key,
  path: `/en/${key}`,
  zone,
  cold: visit(cold),
  warm: visit(warm),
});

const server = (key: ServerResult['key'], over: Partial<ServerResult> = {}): ServerResult => ({
  key,
  path: '/en',
  paths: 1,
  uncached: false,
  offeredRate: null,
  connections: 50,
  seconds: 10,
  rps: 900,
  p50: 20,
  p95: 60,
  p99: 80,
  requests: 9000,
  non2xx: 0,
  errors: 0,
  aloneMs: 15,
  textInHtml: true,
  ...over,
});

/** The pages a test gives, and the genre page within its budgets where a test leaves it out. */
function withGenre(pages: PageResult[]): PageResult[] {
  return pages.some((p) => p.key === 'genre') ? pages : [...pages, page('genre')];
}

function results(over: { pages?: PageResult[]; server?: ServerResult[] } = {}): BenchResults {
  return {
    date: '2026-11-23T08:00:00Z',
    machine: { cpus: 2, model: 'test', loadAverage: [1, 1, 1], node: 'v20' },
    throttling: { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 },
    runs: 1,
    pages: withGenre(over.pages ?? [page('home'), page('story'), page('calendar')]),
    server: over.server ?? [
      server('home'),
      server('story'),
      server('storyUncached', { uncached: true }),
      server('storyPaced', { uncached: true, offeredRate: 150 }),
    ],
    bundles: [],
    admin: [],
  };
}

describe('checkBudgets and exitCode', () => {
  it('passes when every figure is within its budget', () => {
    const checks = checkBudgets(results());
    expect(checks).toHaveLength(budgets.length);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(exitCode(checks)).toBe(0);
  });

  it('fails the one budget a figure exceeds, and the exit code with it', () => {
    const checks = checkBudgets(results({ pages: [page('home', { jsGzipKB: 171 }), page('story'), page('calendar')] }));
    expect(checks.filter((c) => !c.ok).map((c) => c.label)).toEqual(['JS, /en (anonymous, cold)']);
    expect(exitCode(checks)).toBe(1);
  });

  it("holds the genre page to the anonymous reader's JS budget, cold", () => {
    const checks = checkBudgets(
      results({ pages: [page('home'), page('story'), page('calendar'), page('genre', { jsGzipKB: 171 })] }),
    );
    expect(checks.filter((c) => !c.ok).map((c) => c.label)).toEqual(['JS, genre (anonymous, cold)']);
  });

  it('holds at exactly the limit', () => {
    expect(
      exitCode(
        checkBudgets(
          results({
            pages: [
              page('home', { jsGzipKB: 170, lcpMs: 1200, lcpToFloor: 1.2, cls: 0.02 }),
              page('story'),
              page('calendar'),
            ],
          }),
        ),
      ),
    ).toBe(0);
  });

  it("holds a warm revisit to the static floor's revisit of the same page", () => {
    const slowRevisit = page('story', {}, { shownMs: 500, floorShownMs: 400, shownToFloor: 1.25 });
    const checks = checkBudgets(results({ pages: [page('home'), slowRevisit, page('calendar')] }));
    expect(checks.filter((c) => !c.ok).map((c) => c.label)).toEqual(['story shown ÷ static floor, story warm revisit']);
  });

  it('holds each page in its worst zone, and fails a page whose server markup was thrown away', () => {
    const checks = checkBudgets(
      results({
        pages: [
          page('home'),
          page('home', { lcpToFloor: 1.3 }, {}, 'America/Los_Angeles'),
          page('home', {}, { serverPageZone: null }, 'Asia/Shanghai'),
          page('story'),
          page('calendar'),
        ],
      }),
    );
    expect(checks.filter((c) => !c.ok).map((c) => [c.label, c.value])).toEqual([
      ['LCP ÷ static floor, /en cold', 1.3],
      ["server's page hydrated, /en warm", 0],
    ]);
  });

  it('fails a figure that must reach its limit when it falls short', () => {
    const checks = checkBudgets(
      results({
        server: [
          server('home', { rps: 499 }),
          server('story', { rps: 150 }),
          server('storyUncached', { rps: 149 }),
          server('storyPaced', { p95: 100 }),
        ],
      }),
    );
    expect(checks.filter((c) => !c.ok).map((c) => c.label)).toEqual(['server, /en', 'server, uncached story pages']);
  });

  it('fails a budget whose figure was not measured', () => {
    const checks = checkBudgets(
      results({ pages: [page('home'), page('story', { lcpMs: null }), page('calendar')], server: [server('home')] }),
    );
    const failed = checks.filter((c) => !c.ok).map((c) => c.label);
    expect(failed).toContain('LCP, story cold');
    expect(failed).toContain('server, story pages');
    expect(failed).toContain('server p95, uncached story pages, 150 req/s arriving');
    expect(failed).toContain('story text in the first response (story page)');
    expect(checks.find((c) => c.label === 'LCP, story cold')?.value).toBeNull();
  });

  it('fails when the story text is not in the first response', () => {
    const checks = checkBudgets(
      results({
        server: [server('home'), server('story', { textInHtml: false }), server('storyUncached'), server('storyPaced')],
      }),
    );
    expect(checks.filter((c) => !c.ok).map((c) => c.label)).toEqual(['story text in the first response (story page)']);
  });

  it('fails the run when the API check failed, and ignores a skipped one', () => {
    const checks = checkBudgets(results());
    expect(exitCode(checks, 1)).toBe(1);
    expect(exitCode(checks, 0)).toBe(0);
    expect(exitCode(checks, null)).toBe(0);
  });

  it('treats NaN as not measured', () => {
    const nan: Budget = { label: 'x', at: 'most', limit: 1, unit: 'ms', value: () => Number.NaN };
    expect(checkBudgets(results(), [nan])).toEqual([
      { label: 'x', value: null, limit: 1, at: 'most', unit: 'ms', ok: false },
    ]);
  });
});

describe('formatCheck', () => {
  it('prints the figure next to its budget', () => {
    const [js] = checkBudgets(results({ pages: [page('home', { jsGzipKB: 369.2 }), page('story'), page('calendar')] }));
    expect(formatCheck(js)).toBe('FAIL JS, /en (anonymous, cold): 369.2 KB (budget ≤ 170.0 KB)');
    expect(formatCheck({ label: 'server, /en', value: 812, limit: 500, at: 'least', unit: 'req/s', ok: true })).toBe(
      'pass server, /en: 812 req/s (budget ≥ 500 req/s)',
    );
    expect(formatCheck({ label: 'y', value: null, limit: 1, at: 'most', unit: '×', ok: false })).toBe(
      'FAIL y: not measured (budget ≤ 1.00×)',
    );
  });
});
