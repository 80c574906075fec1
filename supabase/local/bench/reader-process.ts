import http from 'node:http';
import { DEFAULT_ANON_KEY } from '../src/config';
import { STORY_OF_THE_DAY_REQUEST } from './bench-data';

/**
 * A normal reader, in its own process so that the flood's 1,000 connections do not delay its requests on a shared
 * event loop: posts story of the day from 127.0.0.2, one request after another, about ten a second, until the
 * given time. Usage: `reader-process.ts <api url> <until, ms since the epoch>`; prints one JSON line
 * `{latencies, requests, errors}`.
 */
export interface ReaderResult {
  latencies: number[];
  requests: number;
  errors: number;
  /** The first request's time, answered or not: it includes the wait for the API to accept the connection. */
  firstMs: number;
}

const HEADERS = {
  apikey: DEFAULT_ANON_KEY,
  authorization: `Bearer ${DEFAULT_ANON_KEY}`,
  'content-type': 'application/json',
  accept: 'application/json',
};

function readerRequest(url: string, agent: http.Agent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: STORY_OF_THE_DAY_REQUEST.path,
        method: 'POST',
        headers: HEADERS,
        agent,
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.on('timeout', () => request.destroy());
    request.end(STORY_OF_THE_DAY_REQUEST.body);
  });
}

async function readerLoop(url: string, until: number): Promise<ReaderResult> {
  const agent = new http.Agent({ keepAlive: true, localAddress: '127.0.0.2', maxSockets: 1 });
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  let firstMs = Number.NaN;
  while (Date.now() < until) {
    const { status, ms } = await readerRequest(url, agent);
    requests++;
    if (requests === 1) firstMs = ms;
    if (status === 200) latencies.push(ms);
    else errors++;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  agent.destroy();
  return { latencies, requests, errors, firstMs };
}

const [url, until] = process.argv.slice(2);
readerLoop(url, Number(until)).then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
