/** @jest-environment node */
import type { Database } from '../src/db';
import { ANON_KEY, startTestApi, type TestApi } from './support/api-server';
import { rawRequest } from './support/raw-http';

/**
 * The API sheds load before queueing it: with as many requests in progress as its limits allow (per client
 * address and in total), the next one gets 503 + Retry-After at once, in PostgREST's shape, with CORS headers.
 */

jest.setTimeout(120_000);

let api: TestApi;
const held: (() => void)[] = [];
let holding = false;

/** Transactions wait while `holding`, so a test can keep requests in progress as long as it likes. */
function holdTransactions(db: Database): Database {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    async transaction(fn, options) {
      if (holding) await new Promise<void>((resolve) => held.push(resolve));
      return db.transaction(fn, options);
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  } as Database;
}

beforeAll(async () => {
  api = await startTestApi(
    { inFlightLimits: { perAddress: 2, total: 3, activePerAddress: 2 }, corsOrigins: ['https://tales.example'] },
    { observe: holdTransactions },
  );
  // The schema cache, loaded before anything is held.
  const warm = await api.fetch('/rest/v1/stories?select=id&limit=1');
  if (warm.status !== 200) throw new Error(`the API answered ${warm.status}`);
});

afterAll(async () => {
  await api?.close();
});

const headers = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, origin: 'https://tales.example' };
const read = (from: string) => rawRequest(api.url, '/rest/v1/stories?select=id&limit=1', { from, headers });

async function whileHolding(count: number, from: string[], check: () => Promise<void>): Promise<void> {
  holding = true;
  const pending = Array.from({ length: count }, (_, i) => read(from[i % from.length]));
  while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  try {
    await check();
  } finally {
    holding = false;
    for (const release of held.splice(0)) release();
    for (const response of await Promise.all(pending)) expect(response.status).toBe(200);
  }
}

it('answers 503 + Retry-After at once to an address over its limit, while another address is served', async () => {
  await whileHolding(2, ['127.0.0.1'], async () => {
    const refused = await read('127.0.0.1');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['access-control-allow-origin']).toBe('https://tales.example');
    expect(refused.headers['access-control-expose-headers']).toMatch(/Retry-After/i);
    expect(refused.json()).toMatchObject({ code: 'PGRST003', details: expect.stringContaining('2 from this address') });
    // The auth API refuses in its own shape; health never waits.
    const auth = await rawRequest(api.url, '/auth/v1/settings', { from: '127.0.0.1', headers });
    expect(auth.status).toBe(503);
    expect((await rawRequest(api.url, '/auth/v1/health', { from: '127.0.0.1', headers })).status).toBe(200);
  });
});

it('answers 503 to everyone once the total limit is reached, and serves again once requests finish', async () => {
  await whileHolding(3, ['127.0.0.1', '127.0.0.2', '127.0.0.3'], async () => {
    const refused = await read('127.0.0.4');
    expect(refused.status).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'PGRST003', details: expect.stringContaining('3 in all') });
  });
  expect((await read('127.0.0.4')).status).toBe(200);
  expect((await read('127.0.0.1')).status).toBe(200);
});
