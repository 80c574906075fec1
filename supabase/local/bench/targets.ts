/**
 * What `pnpm bench:api --check` holds the local API to, at TARGET_CONNECTIONS connections on this machine: both
 * scenarios (story of the day, the month query) on each engine. PGlite is one embedded connection, so it has a
 * throughput floor only. Memory: no growth of the API process over a MEMORY_SECONDS run.
 */
export const TARGET_CONNECTIONS = 50;

export interface EngineTarget {
  minRps: number;
  maxP95Ms?: number;
}

export const ENGINE_TARGETS: Record<'PostgreSQL' | 'PGlite', EngineTarget> = {
  PostgreSQL: { minRps: 1500, maxP95Ms: 30 },
  PGlite: { minRps: 600 },
};

/** Length of the memory run (BENCH_MEMORY_SECONDS overrides, e.g. for a quick look). */
export const MEMORY_SECONDS = 60;
/** Seconds at each end of the memory run whose average use is compared. */
export const MEMORY_WINDOW_SECONDS = 10;
/**
 * Allowed growth of the API's resident memory from the first window to the last: a heap that keeps growing under a
 * steady load (a leak: a cache without bound, a listener per request) shows up as more than this.
 */
export const MAX_MEMORY_GROWTH = 0.1;
