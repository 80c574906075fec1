// The shell's server under load, 50 connections asking for pages as a browser does (`Accept: text/html`, gzip
// and brotli accepted); requests per second and latency percentiles of the answered (2xx) requests. Either each
// connection asks again as soon as it is answered (autocannon), or requests arrive at a constant rate
// (open-loop.ts: evenly spaced, latency from when each was due).
//
// An uncached run gives every request an address of its own (`?render=N`): the page cache keeps pages by address,
// so each request is a whole server render (the data cache still answers, as it does for every reader within its
// minute). No switch in the server is needed, so the figure is what a real reader of an uncached page gets.
import autocannon from 'autocannon';
import { percentile } from '@tales/supabase-local/bench/percentile';
import { openLoop } from './open-loop';
import type { ServerResult } from './results';

export const SERVER_CONNECTIONS = 50;
/** The arrival rate of the paced uncached run: the target rate for uncached story pages. */
export const PACED_RATE = 150;
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const headers = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

export type LoadOptions = {
  /** Every request a distinct address, so none is a page-cache hit. */
  uncached?: boolean;
  /** Requests per second arriving at a constant rate over at most the connections; unset: as fast as answered. */
  rate?: number;
};

/** Counts requests across runs, so no two uncached requests of one bench share an address. */
let renderCounter = 0;

async function load(
  origin: string,
  paths: readonly string[],
  seconds: number,
  { uncached = false, rate }: LoadOptions,
) {
  let next = 0;
  // Each request takes the next address in turn (one address: always the same page).
  const nextPath = () => {
    const path = paths[next++ % paths.length];
    return uncached ? `${path}?render=${++renderCounter}` : path;
  };
  if (rate) {
    const run = await openLoop({ origin, pathOf: nextPath, headers, rate, seconds, connections: SERVER_CONNECTIONS });
    return { latencies: run.latencies, seconds, requests: run.requests, non2xx: run.non2xx, errors: run.errors };
  }
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: SERVER_CONNECTIONS,
        duration: seconds,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status < 300) latencies.push(responseTime);
    });
  });
  return {
    latencies,
    seconds: result.duration || seconds,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Loads `paths` in turn for a few seconds after a short warm-up; `text` is what the first response must contain. */
export async function measureServer(
  key: ServerResult['key'],
  origin: string,
  paths: readonly string[],
  text: string,
  options: LoadOptions = {},
): Promise<ServerResult> {
  const started = performance.now();
  const first = await fetch(origin + paths[0], { headers });
  const html = await first.text();
  const aloneMs = performance.now() - started;
  if (!first.ok) throw new Error(`${paths[0]}: HTTP ${first.status}`);
  await load(origin, paths, WARMUP_SECONDS, options);
  const { latencies, seconds, requests, non2xx, errors } = await load(origin, paths, SECONDS, options);
  return {
    key,
    path: paths[0],
    paths: paths.length,
    uncached: options.uncached ?? false,
    offeredRate: options.rate ?? null,
    connections: SERVER_CONNECTIONS,
    seconds: +seconds.toFixed(1),
    rps: Math.round(latencies.length / seconds),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    requests,
    non2xx,
    errors,
    aloneMs: Math.round(aloneMs),
    textInHtml: text !== '' && (html.includes(text) || html.includes(escapeHtml(text))),
  };
}

/** Text as React writes it into HTML. */
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
