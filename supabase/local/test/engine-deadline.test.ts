/** @jest-environment node */
import { performance } from 'node:perf_hooks';
import { DatabaseUnavailableError, type Database, type Queryable } from '../src/db';
import { percentile } from '../bench/percentile';
import { SERVICE_ROLE_KEY, startTestApi, type TestApi } from './support/api-server';
import { insertStories } from './support/stories';

jest.setTimeout(240_000);

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Short, so the test is quick; every ordinary statement here still finishes well within it. */
const DEADLINE_MS = 1500;

/**
 * A function that keeps the engine busy far longer than any deadline without touching memory or disk, so the
 * only way it ends is the deadline. Tests create it; the API exposes it like any rpc.
 */
const BUSY_FUNCTION = `
  create function public.engine_probe_busy() returns bigint language plpgsql stable as $$
  declare i bigint := 0;
  begin
    loop
      i := i + 1;
      exit when i >= 100000000000;
    end loop;
    return i;
  end $$;
  grant execute on function public.engine_probe_busy() to anon;`;

const BUSY_PATH = '/rest/v1/rpc/engine_probe_busy';
const TIMEOUT_BODY = {
  code: '57014',
  message: 'canceling statement due to statement timeout',
  details: null,
  hint: null,
};

/** Resolves when the busy function's statement has been handed to the database. */
let onBusyStatement: () => void = () => undefined;

function busyStarted(): Promise<void> {
  return new Promise((resolve) => {
    onBusyStatement = resolve;
  });
}

/** The server's database, reporting when a request's transaction sends the busy statement. */
function observed(db: Database): Database {
  const watch = (tx: Queryable): Queryable => ({
    query: (sql, params) => {
      if (sql.includes('engine_probe_busy')) onBusyStatement();
      return tx.query(sql, params);
    },
  });
  return { ...db, transaction: (fn) => db.transaction((tx) => fn(watch(tx))) };
}

async function startEngineApi(engine: { queueLimit?: number; poolSize?: number } = {}): Promise<TestApi> {
  const api = await startTestApi({}, { statementTimeoutMs: DEADLINE_MS, observe: observed, ...engine });
  await api.db.exec(BUSY_FUNCTION);
  // Loads the schema cache (the function included) before anything is busy.
  expect((await api.fetch('/rest/v1/stories?select=id&limit=1')).status).toBe(200);
  return api;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits, bounded, until the database serves again (PGlite restarts after an overrun). */
async function untilServing(api: TestApi): Promise<Response> {
  let response = await api.fetch('/rest/v1/stories?select=id&limit=1');
  for (let attempt = 0; response.status === 503 && attempt < 240; attempt++) {
    await delay(250);
    response = await api.fetch('/rest/v1/stories?select=id&limit=1');
  }
  return response;
}

/** `retryAfter` undefined: any whole number of seconds (PGlite says how long its last start took). */
async function expectUnavailable(
  response: Response,
  code: string,
  retryAfter: string | RegExp = /^[1-9]\d*$/,
): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(retryAfter);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toEqual({ code, message: expect.any(String), details: expect.any(String), hint: null });
}

/** Status, error code and whether a retry hint came: what a caller acts on. */
async function answerOf(response: Response): Promise<{ status: number; code: string | null; retryAfter: boolean }> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  const code = !response.ok && typeof body?.code === 'string' ? body.code : null;
  return { status: response.status, code, retryAfter: /^[1-9]\d*$/.test(response.headers.get('retry-after') ?? '') };
}

const served = { status: 200, code: null, retryAfter: false };

describe(`statement deadline (${backend})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startEngineApi();
    const service = api.client(SERVICE_ROLE_KEY);
    await insertStories(service, [
      { title: 'Survivor', author: 'Engine Fixture', publish_date: '2004-02-02T12:00:00Z' },
    ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers an overrunning statement with PostgreSQL's 57014 as a 500, while health stays fast", async () => {
    const started = busyStarted();
    const slow = api.fetch(BUSY_PATH);
    let finished = false;
    void slow.finally(() => {
      finished = true;
    });
    await started;
    const latencies: number[] = [];
    while (!finished) {
      const begin = performance.now();
      const [health, root] = await Promise.all([fetch(`${api.url}/auth/v1/health`), api.fetch('/rest/v1/')]);
      latencies.push(performance.now() - begin);
      expect(health.status).toBe(200);
      expect(root.status).toBe(200);
    }
    const response = await slow;
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(TIMEOUT_BODY);
    expect(latencies.length).toBeGreaterThan(3);
    expect(percentile(latencies, 95)).toBeLessThan(200);
    expect((await untilServing(api)).status).toBe(200);
  });

  it('turns away requests waiting behind the overrun (PGlite restarts) and keeps every committed row', async () => {
    const service = api.client(SERVICE_ROLE_KEY);
    const before = await service.from('stories').select('id, author, translations', { count: 'exact' }).order('id');
    expect(before.error).toBeNull();

    const started = busyStarted();
    const slow = api.fetch(BUSY_PATH);
    await started;
    const [read, login] = await Promise.all([
      api.fetch('/rest/v1/stories?select=id&limit=1'),
      api.fetch('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'reader@tales.local', password: 'tales-reader-2026' }),
      }),
    ]);
    expect((await slow).status).toBe(500);
    // PGlite has one connection: whatever waited behind the overrun is answered 503 at once, never left
    // hanging. A PostgreSQL pool serves them from other connections while the one statement runs.
    const waitedBehind =
      backend === 'pglite'
        ? {
            read: { status: 503, code: 'PGRST001', retryAfter: true },
            login: { status: 503, code: 'unexpected_failure', retryAfter: true },
          }
        : { read: served, login: served };
    expect({ read: await answerOf(read), login: await answerOf(login) }).toEqual(waitedBehind);

    expect((await untilServing(api)).status).toBe(200);
    const after = await service.from('stories').select('id, author, translations', { count: 'exact' }).order('id');
    expect(after.error).toBeNull();
    expect(after.count).toBe(before.count);
    expect(after.data).toEqual(before.data);
    expect(after.data?.some((story) => story.author === 'Engine Fixture')).toBe(true);

    const written = await insertStories(service, [
      { title: 'After restart', author: 'Engine Fixture 2', publish_date: '2004-03-03T12:00:00Z' },
    ]);
    const readBack = await service
      .from('stories')
      .select('author')
      .in(
        'id',
        written.map((story) => story.id),
      );
    expect(readBack.data).toEqual([{ author: 'Engine Fixture 2' }]);
  });

  it('never lets a transaction go on after its statement overran', async () => {
    let overrun: unknown;
    const after = await api.db
      .transaction(async (tx) => {
        await tx.query(`select set_config('role', 'anon', true)`);
        overrun = await tx.query('select public.engine_probe_busy()').then(
          () => 'finished',
          (error: unknown) => error,
        );
        // Must fail: on PGlite the engine restarted (no role, no transaction there); on PostgreSQL the transaction is aborted.
        return tx.query<{ who: string }>('select current_user as who').then(
          (r) => r.rows[0],
          (error: unknown) => error,
        );
      })
      .catch((error: unknown) => error);
    expect(overrun).toMatchObject({ code: '57014' });
    const refusal = {
      pglite: expect.any(DatabaseUnavailableError),
      postgres: expect.objectContaining({ code: '25P02' }),
    };
    expect(after).toEqual(refusal[backend]);
    expect((await untilServing(api)).status).toBe(200);
  });
});

describe(`request queue bound (${backend})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    // One request may wait: on PGlite behind the single connection, on PostgreSQL for the single pooled one.
    api = await startEngineApi({ queueLimit: 1, poolSize: 1 });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 503 + Retry-After once the queue is full, and serves again afterwards', async () => {
    const started = busyStarted();
    const slow = api.fetch(BUSY_PATH);
    await started;
    const answers = await Promise.all([
      api.fetch('/rest/v1/stories?select=id&limit=1'),
      api.fetch('/rest/v1/stories?select=id&limit=1'),
    ]);
    expect((await slow).status).toBe(500);

    const bodies = await Promise.all(
      answers.map(async (r) => ({ response: r, body: (await r.clone().json()) as { code?: string } })),
    );
    const refused = bodies.filter(({ body }) => body.code === 'PGRST003');
    expect(refused).toHaveLength(1);
    await expectUnavailable(refused[0].response, 'PGRST003', '1');
    const waited = bodies.find((answer) => answer !== refused[0])?.response as Response;
    // The one that waited: turned away by the PGlite restart, or served by the freed PostgreSQL connection.
    expect(await answerOf(waited)).toEqual(
      backend === 'pglite' ? { status: 503, code: 'PGRST001', retryAfter: true } : served,
    );

    expect((await untilServing(api)).status).toBe(200);
  });
});
