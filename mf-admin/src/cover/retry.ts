// When and how long storage requests are retried (SPEC §6, §9): 5xx, 408, 429 and lost connections are
// retried with exponential backoff; one attempt may take OPERATION_LIMIT_MS, a whole upload UPLOAD_LIMIT_MS.
import { CoverError } from './cover-error';

export const OPERATION_LIMIT_MS = 120_000;
export const UPLOAD_LIMIT_MS = 600_000;
/** The backoff doubles from 1 s up to this, plus up to 1 s of jitter so clients do not retry in step. */
const MAX_BACKOFF_SECONDS = 64;

/** Statuses worth another try: the server or a proxy was busy or broken, not the request. */
export function isRetryableStatus(status: number): boolean {
  return (status >= 500 && status < 600) || status === 408 || status === 429;
}

/** Wait before retry number `retry` (0-based): (2^retry + jitter) seconds, capped. */
export function backoffDelayMs(retry: number, random: () => number = Math.random): number {
  return (Math.min(2 ** retry, MAX_BACKOFF_SECONDS) + random()) * 1000;
}

export type AttemptOutcome<T> = { ok: true; value: T } | { ok: false; retryable: boolean; error: CoverError };

export interface RetryClock {
  now(): number;
  /** Resolves after ms; rejects with a canceled CoverError as soon as the signal aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: RetryClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new CoverError('storage/canceled'));
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new CoverError('storage/canceled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

export interface RetryOptions {
  /** Total time budget from the first attempt (UPLOAD_LIMIT_MS or OPERATION_LIMIT_MS). */
  limitMs: number;
  signal?: AbortSignal;
  clock?: RetryClock;
  random?: () => number;
}

/**
 * Runs `attempt` until it succeeds, fails for good, is canceled, or the next wait would end past the budget
 * (then 'storage/retry-limit-exceeded'). Each attempt gets the time it may take: the per-operation limit or
 * what is left of the budget, whichever is less.
 */
export async function withRetries<T>(
  attempt: (timeoutMs: number) => Promise<AttemptOutcome<T>>,
  options: RetryOptions,
): Promise<T> {
  const clock = options.clock ?? realClock;
  const started = clock.now();
  for (let retry = 0; ; retry += 1) {
    if (options.signal?.aborted) throw new CoverError('storage/canceled');
    const left = options.limitMs - (clock.now() - started);
    const outcome = await attempt(Math.min(OPERATION_LIMIT_MS, left));
    if (outcome.ok) return outcome.value;
    if (!outcome.retryable) throw outcome.error;
    const delay = backoffDelayMs(retry, options.random);
    if (clock.now() + delay - started >= options.limitMs) {
      throw new CoverError('storage/retry-limit-exceeded', {
        status: outcome.error.status,
        serverMessage: outcome.error.serverMessage,
      });
    }
    await clock.sleep(delay, options.signal);
  }
}
