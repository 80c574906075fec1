// The figures a page load is judged by, computed from what the browser recorded. Pure functions, so the
// rules (what counts as a round, a blocking task, a layout shift) are tested apart from any browser.

export type TimedRequest = { id: string; url: string; start: number; end?: number };

/**
 * A request's round is 1 + the highest round of the requests that had finished before it was sent: requests
 * sent together share a round, one that had to wait for another's answer is a round later. A request for
 * which `sideline` holds never makes a later request a round later: nothing waits for it (page views, the
 * favicon), or it cost no round trip (answered by the HTTP cache or a service worker).
 */
export function requestRounds<T extends TimedRequest>(
  requests: readonly T[],
  sideline: (request: T) => boolean = () => false,
): Map<string, number> {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const round = new Map<string, number>();
  for (const r of sorted) {
    const before = sorted
      .filter((q) => q !== r && q.end !== undefined && q.end <= r.start && !sideline(q))
      .map((q) => round.get(q.id) ?? 1);
    round.set(r.id, 1 + Math.max(0, ...before));
  }
  return round;
}

/** Main-thread work longer than this blocks input (Lighthouse's threshold). */
export const BLOCKING_THRESHOLD_MS = 50;

export type LongTask = { start: number; duration: number };

/**
 * Total blocking time as Lighthouse computes it: every long task's part inside [from, to] (first contentful
 * paint to the end of the window), minus 50 ms each, summed. A task that straddles FCP counts only after FCP.
 */
export function totalBlockingTime(
  tasks: readonly LongTask[],
  from: number,
  to: number = Number.POSITIVE_INFINITY,
): number {
  let sum = 0;
  for (const { start, duration } of tasks) {
    if (duration < BLOCKING_THRESHOLD_MS) continue;
    const clipped = Math.min(start + duration, to) - Math.max(start, from);
    if (clipped > BLOCKING_THRESHOLD_MS) sum += clipped - BLOCKING_THRESHOLD_MS;
  }
  return sum;
}

export type LayoutShift = { start: number; value: number; hadRecentInput: boolean };

/**
 * Cumulative layout shift as Core Web Vitals define it: shifts not caused by input, grouped in session windows
 * (a gap under 1 s keeps a window open, a window lasts at most 5 s); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let worst = 0;
  let sum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].filter((s) => !s.hadRecentInput).sort((a, b) => a.start - b.start)) {
    if (shift.start - last >= 1000 || shift.start - windowStart >= 5000) {
      sum = 0;
      windowStart = shift.start;
    }
    sum += shift.value;
    last = shift.start;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/**
 * The median run by one figure (the lower median for an even count; runs without the figure rank last), so a
 * page is reported by one consistent run, as Lighthouse does, rather than by medians taken from different runs.
 */
export function medianRun<T>(runs: readonly T[], by: (run: T) => number | null): T {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const rank = (run: T) => by(run) ?? Number.POSITIVE_INFINITY;
  return [...runs].sort((a, b) => rank(a) - rank(b))[Math.floor((runs.length - 1) / 2)];
}

/** Each run's figure ÷ the figure of the run measured beside it (`pairs[i] = [page, floor]`); null without one. */
export function pairedRatios(pairs: readonly (readonly [number | null, number | null])[]): (number | null)[] {
  return pairs.map(([page, floor]) => (page !== null && floor ? +(page / floor).toFixed(2) : null));
}

/**
 * The median of each run's ratio to the run measured beside it, or null with no runs. A ratio taken within a pair
 * cancels what the machine did to both of its visits; the ratio of two medians taken from different runs carries
 * the noise of both. A pair without one of its figures ranks as the worst ratio.
 */
export function medianPairedRatio(pairs: readonly (readonly [number | null, number | null])[]): number | null {
  return pairs.length ? medianRun(pairedRatios(pairs), (ratio) => ratio) : null;
}
