import { DatabaseUnavailableError } from './unavailable';

interface Waiting {
  start(): void;
  fail(error: unknown): void;
}

/**
 * Runs jobs one at a time (PGlite is one connection) with at most `limit` waiting; beyond that a job is refused
 * at once instead of piling up. `refusal` lets the owner turn every new job away while it cannot serve them.
 */
export class SerialQueue {
  private running = false;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly limit: number,
    private readonly refusal: () => Error | undefined = () => undefined,
  ) {}

  get waitingCount(): number {
    return this.waiting.length;
  }

  /** `force` skips the limit and the refusal: for closing, which must wait its turn but never be turned away. */
  run<T>(job: () => Promise<T>, opts: { force?: boolean } = {}): Promise<T> {
    if (!opts.force) {
      const refused = this.refusal();
      if (refused) return Promise.reject(refused);
      if (this.running && this.waiting.length >= this.limit) {
        return Promise.reject(
          new DatabaseUnavailableError('queue_full', `The database queue is full (${this.limit} requests waiting)`),
        );
      }
    }
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running = true;
        // The next job starts before this one's caller resumes, so the engine never idles between them.
        job()
          .finally(() => {
            this.running = false;
            this.waiting.shift()?.start();
          })
          .then(resolve, reject);
      };
      if (this.running) this.waiting.push({ start, fail: reject });
      else start();
    });
  }

  /** Fails every waiting job (the running one finishes or fails by itself). */
  rejectWaiting(error: unknown): void {
    for (const job of this.waiting.splice(0)) job.fail(error);
  }
}
