import autocannon from 'autocannon';
import http from 'node:http';
import { DEFAULT_ANON_KEY } from '../src/config';
import { BENCH_YEAR } from './bench-data';
import { percentile } from './percentile';

/**
 * A normal reader (story of the day, one request after another from its own address, 127.0.0.2) measured while
 * another client floods the API from 127.0.0.1: either an attacker looping over the most expensive filters it
 * can send, or 1,000 connections of ordinary requests. Reports the reader's p50/p95 and what the flood got.
 */
export interface ContentionRow {
  scenario: string;
  readerRequests: number;
  readerAnswered: number;
  readerP50: number;
  readerP95: number;
  readerErrors: number;
  floodRequests: number;
  /** Flood answers by status class, e.g. {"2xx": 10, "4xx": 900, "5xx": 3}. */
  floodStatuses: Record<string, number>;
  floodErrors: number;
}

const HEADERS = { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${DEFAULT_ANON_KEY}`, 'content-type': 'application/json', accept: 'application/json' };
const READER_BODY = JSON.stringify({ day: `${BENCH_YEAR}-06-15`, tz: 'Europe/Madrid' });

/** A safe regex (12 quantifiers) quoted for a logic tree. */
const regex = (n: number) => `"${'abcdefghij'[n % 10]}[a-z ]{1,60}[aeiou]{1,40}[^q]{1,90}e{0,9}.{1,50}[a-z]{2,70}(x|y|z)?[a-m]*[n-z]*s?t?upon-a-time"`;
/** The reported attack: 40 such regexes on the stories' text in one or=. */
export const ATTACK_PATH = `/rest/v1/stories?or=${encodeURIComponent(`(${Array.from({ length: 40 }, (_, n) => `translations->${n % 2 ? 'en' : 'es'}->>content.match.${regex(n)}`).join(',')})`)}`;
/** The most a request may ask within the filter budget: 2 regexes and 6 likes. */
export const WORST_ALLOWED_PATH = `/rest/v1/stories?select=id&or=${encodeURIComponent(`(${[
  'translations->es->>content.match."a[a-z ]{1,16}[aeiou]{1,16}[^q]*e*.+[a-z]+(x|y|z)?[a-m]*[n-z]*s?t?once"',
  'translations->en->>content.imatch."b[a-z ]{1,16}[aeiou]{1,16}[^q]*e*.+[a-z]+(x|y|z)?[a-m]*[n-z]*s?t?once"',
  ...Array.from({ length: 6 }, (_, n) => `translations->>${n}.ilike.*a*b*${n}*`),
].join(',')})`)}`;

function readerRequest(url: string, agent: http.Agent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const request = http.request({ host: hostname, port, path: '/rest/v1/rpc/story_of_the_day', method: 'POST', headers: HEADERS, agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.on('timeout', () => request.destroy());
    request.end(READER_BODY);
  });
}

async function readerLoop(url: string, until: number): Promise<{ latencies: number[]; requests: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, localAddress: '127.0.0.2', maxSockets: 1 });
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  while (Date.now() < until) {
    const { status, ms } = await readerRequest(url, agent);
    requests++;
    if (status === 200) latencies.push(ms);
    else errors++;
    // A reader, not a load generator: about ten requests a second.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  agent.destroy();
  return { latencies, requests, errors };
}

export async function underContention(url: string, scenario: string, seconds: number, flood: { paths: string[]; connections: number }): Promise<ContentionRow> {
  const floodStatuses: Record<string, number> = {};
  const floodDone = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url,
      connections: flood.connections,
      duration: seconds,
      timeout: 10,
      requests: flood.paths.map((path) => ({ method: 'GET' as const, path, headers: HEADERS })),
    }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status) => {
      const key = `${Math.floor(status / 100)}xx`;
      floodStatuses[key] = (floodStatuses[key] ?? 0) + 1;
    });
  });
  // The reader starts once the flood is under way and stops before it ends.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const reader = await readerLoop(url, Date.now() + (seconds - 2) * 1000);
  const result = await floodDone;
  return {
    scenario,
    readerRequests: reader.requests,
    readerAnswered: reader.latencies.length,
    readerP50: percentile(reader.latencies, 50),
    readerP95: percentile(reader.latencies, 95),
    readerErrors: reader.errors,
    floodRequests: result.requests.total,
    floodStatuses,
    floodErrors: result.errors + result.timeouts,
  };
}

export function describeContention(row: ContentionRow): string {
  const statuses = Object.entries(row.floodStatuses).map(([k, v]) => `${v} ${k}`).join(', ');
  return `reader p50 ${row.readerP50.toFixed(1)} ms, p95 ${row.readerP95.toFixed(1)} ms (${row.readerAnswered}/${row.readerRequests} answered, ${row.readerErrors} not); flood ${row.floodRequests} requests (${statuses}; ${row.floodErrors} errors)`;
}
