// The shape of `.bench/results.json`: what one `pnpm bench` run measured.
import type { PageBundle } from './bundle';
import type { Visit } from './pages';

export type PageKey = 'home' | 'story' | 'calendar' | 'genre';

/** A visit's figures plus the gzip size of its JavaScript and its LCP next to the static floor's. */
export type VisitResult = Omit<Visit, 'jsUrls' | 'waterfall'> & {
  jsGzipKB: number;
  floorLcpMs: number | null;
  /** LCP ÷ the static floor's LCP (same visit kind): the median of each run's ratio to the floor's visit after it. */
  lcpToFloor: number | null;
  /** Each run's LCP ÷ the floor's (null where one was missing). */
  lcpToFloorRuns: (number | null)[];
  floorShownMs: number | null;
  /** When the main text showed ÷ when the static floor's did (same visit kind), run by run as lcpToFloor. */
  shownToFloor: number | null;
  shownToFloorRuns: (number | null)[];
};

/** A page as a reader in `zone` (an IANA name) gets it. */
export type PageResult = { key: PageKey; path: string; zone: string; cold: VisitResult; warm: VisitResult };

/**
 * `home` and `story`: as readers ask (a burst of one page is answered from the page cache); `storyUncached`: every
 * request a server render, as fast as answered; `storyPaced`: the same, requests arriving at a constant rate.
 */
export type ServerKey = 'home' | 'story' | 'storyUncached' | 'storyPaced';

export type ServerResult = {
  key: ServerKey;
  /** The address (or the first of the addresses taken in turn). */
  path: string;
  paths: number;
  /** Each request had an address of its own (`?render=N`), so none came from the page cache. */
  uncached: boolean;
  /** Requests per second arriving at a constant rate (evenly spaced), or null when each connection asked as fast as answered. */
  offeredRate: number | null;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** How long the first request took on its own, before the load. */
  aloneMs: number;
  /** The page's main text (the story's title) is in the HTML of the first response. */
  textInHtml: boolean;
};

/** An admin page's cold load, signed in as the admin: reported apart from the readers' pages, with no budget. */
export type AdminPageResult = {
  key: string;
  path: string;
  jsGzipKB: number;
  /** Of it, what mf-admin's server sent: the code only admins download. */
  adminJsGzipKB: number;
  jsFiles: number;
  shownMs: number | null;
  interactiveMs: number | null;
  timedOut: boolean;
};

export type BenchResults = {
  date: string;
  machine: { cpus: number; model: string; loadAverage: number[]; node: string };
  throttling: { rttMs: number; downKbps: number; upKbps: number; cpuSlowdown: number };
  /** Loads per page; each kind of visit is reported by its median run. */
  runs: number;
  pages: PageResult[];
  server: ServerResult[];
  bundles: Omit<PageBundle, 'files'>[];
  admin: AdminPageResult[];
};
