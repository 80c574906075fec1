import { MAX_MEMORY_GROWTH, MEMORY_WINDOW_SECONDS } from './targets';

/** One reading of the API process, as server-process.ts prints it every second. */
export interface MemorySample {
  /** ms since the epoch */
  at: number;
  rss: number;
  heapUsed: number;
}

export interface MemoryReport {
  seconds: number;
  /** Averages over the first and the last MEMORY_WINDOW_SECONDS, in MB. */
  rssStartMb: number;
  rssEndMb: number;
  heapStartMb: number;
  heapEndMb: number;
  rssPeakMb: number;
  /** (end − start) / start of the resident memory. */
  growth: number;
  steady: boolean;
}

const MB = 1024 * 1024;

function average(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
}

/** Compares the first and the last window of the samples taken between `from` and `to`. */
export function memoryReport(samples: readonly MemorySample[], from: number, to: number): MemoryReport {
  const during = samples.filter((s) => s.at >= from && s.at <= to);
  if (during.length < 2) throw new Error(`only ${during.length} memory sample(s) during the run`);
  const window = MEMORY_WINDOW_SECONDS * 1000;
  const first = during.filter((s) => s.at < from + window);
  const last = during.filter((s) => s.at > to - window);
  const rssStart = average(first.map((s) => s.rss));
  const rssEnd = average(last.map((s) => s.rss));
  const growth = (rssEnd - rssStart) / rssStart;
  return {
    seconds: Math.round((to - from) / 1000),
    rssStartMb: rssStart / MB,
    rssEndMb: rssEnd / MB,
    heapStartMb: average(first.map((s) => s.heapUsed)) / MB,
    heapEndMb: average(last.map((s) => s.heapUsed)) / MB,
    rssPeakMb: Math.max(...during.map((s) => s.rss)) / MB,
    growth,
    steady: growth <= MAX_MEMORY_GROWTH,
  };
}
