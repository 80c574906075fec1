/** @jest-environment node */
// bcrypt runs in worker threads: the API's own thread keeps answering while passwords are hashed.
import { HashQueueFullError, PasswordHashPool } from '../src/auth/hash-pool';
import { backend } from './support/test-database';
import { READER, startTestApi, uniqueEmail, type TestApi } from './support/api-server';

jest.setTimeout(120_000);

let api: TestApi;
let pool: PasswordHashPool;

beforeAll(async () => {
  pool = new PasswordHashPool({ size: 2, queueLimit: 64 });
  api = await startTestApi({ passwordHasher: pool });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await pool?.close();
});

/** Samples how late a 5 ms timer fires on this thread (the API's, as it runs in-process) while `work` runs. */
async function timerLateness(work: () => Promise<unknown>): Promise<number[]> {
  const late: number[] = [];
  let running = true;
  const sample = async () => {
    while (running) {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 5));
      late.push(performance.now() - start - 5);
    }
  };
  const sampling = sample();
  try {
    await work();
  } finally {
    running = false;
    await sampling;
  }
  return late.sort((a, b) => a - b);
}

describe(`password hashing (${backend})`, () => {
  it('writes $2a$ hashes that Postgres crypt() and the seed agree with', async () => {
    const hash = await pool.hash('compatible-pass', 10);
    expect(hash).toMatch(/^\$2a\$10\$/);
    const { rows } = await api.db.query<{ same: boolean }>(
      `select extensions.crypt('compatible-pass', $1) = $1 as same`,
      [hash],
    );
    expect(rows).toEqual([{ same: true }]);
    // The seeded reader's hash comes from extensions.crypt(…, gen_salt('bf', 10)).
    const { rows: seeded } = await api.db.query<{ hash: string }>(
      `select encrypted_password as hash from auth.users where email = $1`,
      [READER.email],
    );
    expect(await pool.compare(READER.password, seeded[0].hash)).toBe(true);
    expect(await pool.compare('not-the-password', seeded[0].hash)).toBe(false);
  });

  it('keeps the API thread responsive while 20 password changes from one account are in flight', async () => {
    const email = uniqueEmail('hasher');
    const client = api.client();
    expect((await client.auth.signUp({ email, password: 'start-pass-0' })).error).toBeNull();
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const before = pool.completed;
    const statuses: number[] = [];
    const late = await timerLateness(async () => {
      const changes = Array.from({ length: 20 }, (_, i) =>
        api.fetch('/auth/v1/user', {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ password: `new-pass-${i}` }),
        }),
      );
      for (const response of await Promise.all(changes)) statuses.push(response.status);
    });
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The mechanism: every comparison and every hash ran in the pool's threads (two bcrypt runs per change).
    expect(pool.completed - before).toBe(40);
    // Measured: on the server's thread bcryptjs holds it ~100 ms at a time; here timers stay close to on time.
    const p90 = late[Math.floor(late.length * 0.9)];
    expect(p90).toBeLessThan(60);
  });

  it('refuses work beyond its queue at once instead of letting it pile up', async () => {
    const small = new PasswordHashPool({ size: 1, queueLimit: 2 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => small.hash(`queued-${i}`, 10)));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
        'rejected',
      ]);
      expect(
        results
          .filter((result) => result.status === 'rejected')
          .map((result) => (result as PromiseRejectedResult).reason),
      ).toEqual(Array.from({ length: 3 }, () => expect.any(HashQueueFullError)));
    } finally {
      await small.close();
    }
  });

  it('answers 503 with Retry-After when the hashing queue is full', async () => {
    const tiny = new PasswordHashPool({ size: 1, queueLimit: 0 });
    const busy = await startTestApi({ passwordHasher: tiny });
    try {
      const signups = await Promise.all(
        Array.from({ length: 4 }, () =>
          busy.fetch('/auth/v1/signup', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: uniqueEmail('burst'), password: 'burst-pass-1' }),
          }),
        ),
      );
      const refused = signups.filter((response) => response.status === 503);
      expect(signups.filter((response) => response.status === 200).length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused[0].headers.get('retry-after')).toBe('1');
      expect(await refused[0].json()).toEqual({
        code: 'unexpected_failure',
        message: 'Service temporarily unavailable, please retry',
      });
    } finally {
      await busy.close();
      await tiny.close();
    }
  });
});
