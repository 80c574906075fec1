import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_ANON_KEY } from '../src/config';
import { percentile } from './percentile';
import type { ReaderResult } from './reader-process';

/**
 * A normal reader (reader-process.ts: story of the day from its own address and process) measured while
 * another client floods the API from 127.0.0.1: either an attacker looping over the most expensive filters it
 * can send, or 1,000 connections of ordinary requests. Reports the reader's p50/p95 and what the flood got.
 */
export interface ContentionRow {
  scenario: string;
  readerRequests: number;
  readerAnswered: number;
  readerP50: number;
  readerP95: number;
  /** The reader's first request, which also waits for the API to accept its connection. */
  readerFirst: number;
  readerErrors: number;
  floodRequests: number;
  /** Flood answers by status class, e.g. {"2xx": 10, "4xx": 900, "5xx": 3}. */
  floodStatuses: Record<string, number>;
  floodErrors: number;
}

const HEADERS = {
  apikey: DEFAULT_ANON_KEY,
  authorization: `Bearer ${DEFAULT_ANON_KEY}`,
  'content-type': 'application/json',
  accept: 'application/json',
};

/** A safe regex (12 quantifiers) quoted for a logic tree. */
const regex = (n: number) =>
  `"${'abcdefghij'[n % 10]}[a-z ]{1,60}[aeiou]{1,40}[^q]{1,90}e{0,9}.{1,50}[a-z]{2,70}(x|y|z)?[a-m]*[n-z]*s?t?upon-a-time"`;
/** The reported attack: 40 such regexes on the stories' text in one or=. */
export const ATTACK_PATH = `/rest/v1/stories?or=${encodeURIComponent(`(${Array.from({ length: 40 }, (_, n) => `translations->${n % 2 ? 'en' : 'es'}->>content.match.${regex(n)}`).join(',')})`)}`;
/** The most a request may ask within the filter budget: 2 regexes and 6 likes. */
export const WORST_ALLOWED_PATH = `/rest/v1/stories?select=id&or=${encodeURIComponent(
  `(${[
    'translations->es->>content.match."a[a-z ]{1,16}[aeiou]{1,16}[^q]*e*.+[a-z]+(x|y|z)?[a-m]*[n-z]*s?t?once"',
    'translations->en->>content.imatch."b[a-z ]{1,16}[aeiou]{1,16}[^q]*e*.+[a-z]+(x|y|z)?[a-m]*[n-z]*s?t?once"',
    ...Array.from({ length: 6 }, (_, n) => `translations->>${n}.ilike.*a*b*${n}*`),
  ].join(',')})`,
)}`;

/** Runs the reader in its own process (reader-process.ts) until `until`. */
function readerInOwnProcess(url: string, until: number): Promise<ReaderResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'reader-process.ts'), url, String(until)],
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as ReaderResult)),
    );
  });
}

export async function underContention(
  url: string,
  scenario: string,
  seconds: number,
  flood: { paths: string[]; connections: number },
): Promise<ContentionRow> {
  const floodStatuses: Record<string, number> = {};
  const floodDone = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: flood.connections,
        duration: seconds,
        timeout: 10,
        requests: flood.paths.map((path) => ({ method: 'GET' as const, path, headers: HEADERS })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status) => {
      const key = `${Math.floor(status / 100)}xx`;
      floodStatuses[key] = (floodStatuses[key] ?? 0) + 1;
    });
  });
  // The reader starts once the flood is under way and stops before it ends.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const reader = await readerInOwnProcess(url, Date.now() + (seconds - 2) * 1000);
  const result = await floodDone;
  return {
    scenario,
    readerRequests: reader.requests,
    readerAnswered: reader.latencies.length,
    readerP50: percentile(reader.latencies, 50),
    readerP95: percentile(reader.latencies, 95),
    readerFirst: reader.firstMs,
    readerErrors: reader.errors,
    floodRequests: result.requests.total,
    floodStatuses,
    floodErrors: result.errors + result.timeouts,
  };
}

export function describeContention(row: ContentionRow): string {
  const statuses = Object.entries(row.floodStatuses)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  return `reader p50 ${row.readerP50.toFixed(1)} ms, p95 ${row.readerP95.toFixed(1)} ms, first (new connection) ${row.readerFirst.toFixed(0)} ms (${row.readerAnswered}/${row.readerRequests} answered, ${row.readerErrors} not); flood ${row.floodRequests} requests (${statuses}; ${row.floodErrors} errors)`;
}
