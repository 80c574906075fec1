import { CoverError } from './cover-error';
import {
  backoffDelayMs,
  isRetryableStatus,
  OPERATION_LIMIT_MS,
  UPLOAD_LIMIT_MS,
  withRetries,
  type AttemptOutcome,
} from './retry';

describe('retry rules', () => {
  it.each([500, 502, 503, 504, 599, 408, 429])('retries HTTP %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([200, 400, 401, 403, 404, 409, 413, 415, 600])('does not retry HTTP %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });

  it('backs off 1, 2, 4 … seconds plus up to a second of jitter, capped at 64 s', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map((n) => backoffDelayMs(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 64000, 64000, 64000,
    ]);
    expect(backoffDelayMs(0, () => 0.5)).toBe(1500);
  });

  it('uses SPEC’s limits: 120 s per operation, 600 s per upload', () => {
    expect(OPERATION_LIMIT_MS).toBe(120_000);
    expect(UPLOAD_LIMIT_MS).toBe(600_000);
  });
});

describe('withRetries', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const busy = (): AttemptOutcome<string> => ({
    ok: false,
    retryable: true,
    error: new CoverError('storage/unknown', { status: 503 }),
  });

  it('retries until an attempt succeeds, waiting the backoff between attempts', async () => {
    const outcomes = [busy(), busy(), { ok: true, value: 'done' } as const];
    const attempt = jest.fn(async () => outcomes.shift()!);
    const result = withRetries(attempt, { limitMs: UPLOAD_LIMIT_MS, random: () => 0 });
    await jest.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('fails at once on a refusal that is not worth retrying', async () => {
    const refusal = new CoverError('storage/unauthorized', { status: 400 });
    const attempt = jest.fn(async (): Promise<AttemptOutcome<string>> => ({
      ok: false,
      retryable: false,
      error: refusal,
    }));
    await expect(withRetries(attempt, { limitMs: UPLOAD_LIMIT_MS })).rejects.toBe(refusal);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an upload', UPLOAD_LIMIT_MS],
    ['an operation', OPERATION_LIMIT_MS],
  ])('gives up on %s with SPEC’s message before its time budget runs out', async (_label, limitMs) => {
    const started = Date.now();
    const timeouts: number[] = [];
    const attempt = jest.fn(async (timeoutMs: number) => {
      timeouts.push(timeoutMs);
      return busy();
    });
    let failedAt = 0;
    const settled = withRetries(attempt, { limitMs, random: () => 0 }).catch((error: unknown) => {
      failedAt = Date.now();
      return error;
    });
    await jest.advanceTimersByTimeAsync(limitMs);
    expect(await settled).toMatchObject({
      code: 'storage/retry-limit-exceeded',
      message: 'Max retry time for operation exceeded, please try again.',
      status: 503,
    });
    const elapsed = failedAt - started;
    expect(elapsed).toBeLessThan(limitMs);
    // Next wait (64 s) would have ended past the budget.
    expect(elapsed + 64_000).toBeGreaterThanOrEqual(limitMs);
    // No attempt may run past the budget or past one operation's limit.
    expect(Math.max(...timeouts)).toBe(OPERATION_LIMIT_MS);
    expect(timeouts[timeouts.length - 1]).toBe(limitMs - elapsed);
    await jest.advanceTimersByTimeAsync(limitMs);
    expect(attempt).toHaveBeenCalledTimes(timeouts.length);
  });

  it('cancels during the wait between attempts with SPEC’s message, and tries no more', async () => {
    const controller = new AbortController();
    const attempt = jest.fn(async () => busy());
    const result = withRetries(attempt, { limitMs: UPLOAD_LIMIT_MS, signal: controller.signal, random: () => 0 });
    const failure = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await failure).toMatchObject({ code: 'storage/canceled', message: 'User canceled the upload/download.' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('does not start when already canceled', async () => {
    const controller = new AbortController();
    controller.abort();
    const attempt = jest.fn(async () => busy());
    await expect(withRetries(attempt, { limitMs: UPLOAD_LIMIT_MS, signal: controller.signal })).rejects.toMatchObject({
      code: 'storage/canceled',
    });
    expect(attempt).not.toHaveBeenCalled();
  });
});
