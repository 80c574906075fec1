// Constant-arrival-rate load (as wrk2 and k6's constant-arrival-rate do): requests are sent at evenly spaced
// times whatever the server is doing, over at most `connections` keep-alive connections, and each latency is
// counted from the time the request was due, not from when a free connection sent it. A slow answer thus also
// counts for the requests that waited behind it (no coordinated omission), as it does for readers who arrive at
// a steady rate.
import http from 'node:http';

export type OpenLoopOptions = {
  origin: string;
  /** The address of the n-th request (0-based). */
  pathOf: (n: number) => string;
  headers: Record<string, string>;
  /** Requests per second. */
  rate: number;
  seconds: number;
  connections: number;
  /** A request not answered this long after it was due counts as an error. */
  timeoutMs?: number;
};

export type OpenLoopResult = {
  /** Latency of each answered (2xx) request, ms from when it was due to its last byte. */
  latencies: number[];
  requests: number;
  non2xx: number;
  errors: number;
};

/** When each of the run's requests is due, ms after its start: evenly spaced at `rate` per second. */
export function arrivalTimes(rate: number, seconds: number): number[] {
  return Array.from({ length: Math.floor(rate * seconds) }, (_, n) => (n * 1000) / rate);
}

export async function openLoop({
  origin,
  pathOf,
  headers,
  rate,
  seconds,
  connections,
  timeoutMs = 10_000,
}: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const result: OpenLoopResult = { latencies: [], requests: 0, non2xx: 0, errors: 0 };
  const sent: Promise<void>[] = [];

  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      result.requests += 1;
      const request = http.get(new URL(pathOf(n), origin), { agent, headers, timeout: timeoutMs }, (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 0) < 300) result.latencies.push(performance.now() - due);
          else result.non2xx += 1;
          resolve();
        });
        response.on('error', () => {
          result.errors += 1;
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        result.errors += 1;
        resolve();
      });
    });

  const times = arrivalTimes(rate, seconds);
  const start = performance.now();
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now() - start;
      // Every request already due goes now, stamped with its due time (a late timer delays none of them).
      while (next < times.length && times[next] <= now) {
        sent.push(send(next, start + times[next]));
        next += 1;
      }
      if (next < times.length) setTimeout(tick, Math.max(0, times[next] - (performance.now() - start)));
      else done();
    };
    tick();
  });
  await Promise.all(sent);
  agent.destroy();
  return result;
}
