import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseError, type PgErrorFields } from './database-error';
import { repoRoot } from './paths';
import { PREPARED_PER_CONNECTION } from './prepared-names';
import { DatabaseUnavailableError, STATEMENT_TIMEOUT } from './unavailable';

export type ThreadRequest =
  { op: 'query'; sql: string; params: unknown[] } | { op: 'exec'; sql: string } | { op: 'close' };

type ThreadReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PgErrorFields };
type ReadyMessage = { ready: true } | { ready: false; error: PgErrorFields };

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer?: NodeJS.Timeout;
}

/** Pause between attempts when a restart itself fails. */
const RESTART_BACKOFF_MS = 1000;

function workerFile(): string {
  return path.join(repoRoot(), 'supabase', 'local', 'src', 'db', 'pglite-worker.mjs');
}

/**
 * Owns the worker thread that runs PGlite. Each call carries a deadline; when one overruns, the thread is
 * terminated (which stops the WASM mid-statement), the call fails with PostgreSQL's statement-timeout error,
 * and a new thread opens the same data folder (committed data survive, as after a crash). Every thread has a
 * generation number: a transaction started on one generation can never continue on the next.
 */
export class PgliteThread {
  private worker: Worker | undefined;
  private state: 'starting' | 'ready' | 'restarting' | 'closed' = 'starting';
  private current = 0;
  private nextId = 1;
  private readonly calls = new Map<number, PendingCall>();
  /** How long the last start took: what a client is told to wait while the engine restarts. */
  private lastStartMs = 1000;

  private constructor(
    private readonly dataDir: string,
    /** Called when the thread goes away, so queued work is turned away instead of waiting for the restart. */
    private readonly onLost: (error: DatabaseUnavailableError) => void,
    private readonly log: (message: string) => void,
  ) {}

  static async start(
    dataDir: string,
    onLost: (error: DatabaseUnavailableError) => void,
    log: (message: string) => void = console.error,
  ): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, onLost, log);
    await thread.spawn();
    return thread;
  }

  /** The generation to run on now, or why nothing can run. */
  generation(): number {
    const refused = this.refusal();
    if (refused) throw refused;
    return this.current;
  }

  refusal(): DatabaseUnavailableError | undefined {
    if (this.state === 'ready') return undefined;
    if (this.state === 'closed') return new DatabaseUnavailableError('closed', 'The database is closed');
    return new DatabaseUnavailableError(
      'restarting',
      'The database is restarting after a statement overran its deadline',
      this.retryAfterSeconds(),
    );
  }

  /** Sends one request to the thread of `generation`; `deadlineMs` bounds how long it may take. */
  call(generation: number, request: ThreadRequest, deadlineMs?: number): Promise<unknown> {
    const refused = this.refusal();
    if (refused) return Promise.reject(refused);
    if (generation !== this.current || !this.worker) {
      return Promise.reject(
        new DatabaseUnavailableError(
          'restarting',
          'The database restarted during this transaction',
          this.retryAfterSeconds(),
        ),
      );
    }
    return this.send(this.worker, request, deadlineMs);
  }

  private send(worker: Worker, request: ThreadRequest, deadlineMs?: number): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: PendingCall = { resolve, reject };
      if (deadlineMs !== undefined) pending.timer = setTimeout(() => this.overrun(id), deadlineMs);
      this.calls.set(id, pending);
      try {
        worker.postMessage({ id, ...request });
      } catch (error) {
        // A parameter that cannot be copied to the thread: this call fails, the engine is fine.
        clearTimeout(pending.timer);
        this.calls.delete(id);
        reject(error);
      }
    });
  }

  /** Ends the thread; `clean` (nothing running) closes the database first, else the thread is just terminated. */
  async close(clean = true): Promise<void> {
    if (this.state === 'closed') return;
    const worker = this.worker;
    const wasReady = this.state === 'ready';
    this.state = 'closed';
    this.worker = undefined;
    if (clean && wasReady && worker) await this.send(worker, { op: 'close' }, 30_000).catch(() => undefined);
    this.failCalls(new DatabaseUnavailableError('closed', 'The database is closed'));
    await worker?.terminate();
  }

  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.lastStartMs / 1000));
  }

  private async spawn(): Promise<void> {
    const startedAt = Date.now();
    const worker = new Worker(workerFile(), {
      workerData: { dataDir: this.dataDir, preparedLimit: PREPARED_PER_CONNECTION },
    });
    // Listeners are removed one by one: Worker keeps internal ones (they ref its message port).
    const ready = await new Promise<ReadyMessage>((resolve) => {
      const onExit = (code: number) =>
        done({ ready: false, error: { message: `PGlite thread exited with code ${code} while opening` } });
      const onError = (error: Error) => done({ ready: false, error: { message: error.message } });
      const done = (message: ReadyMessage) => {
        worker.off('exit', onExit).off('error', onError).off('message', done);
        resolve(message);
      };
      worker.on('exit', onExit).on('error', onError).on('message', done);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw new DatabaseError(ready.error);
    }
    if (this.state === 'closed') {
      await worker.terminate();
      return;
    }
    this.lastStartMs = Date.now() - startedAt;
    worker.on('message', (reply: ThreadReply) => this.settle(reply));
    // A crash of the WASM engine (abort, out of memory) ends the thread: start another. Both handlers ignore
    // a thread that is no longer the current one.
    worker.on('error', (error) => this.lost(worker, `PGlite thread failed: ${error.message}`));
    worker.on('exit', (code) => this.lost(worker, `PGlite thread exited with code ${code}`));
    this.worker = worker;
    this.current += 1;
    this.state = 'ready';
  }

  private settle(reply: ThreadReply): void {
    const pending = this.calls.get(reply.id);
    if (!pending) return;
    this.calls.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(new DatabaseError(reply.error));
  }

  private overrun(id: number): void {
    const pending = this.calls.get(id);
    if (!pending) return;
    this.calls.delete(id);
    pending.reject(new DatabaseError({ ...STATEMENT_TIMEOUT, severity: 'ERROR' }));
    if (this.state !== 'ready') return;
    this.log(`PGlite: a statement overran its deadline; restarting the engine from ${this.dataDir}`);
    void this.restart();
  }

  private lost(worker: Worker, message: string): void {
    if (worker !== this.worker || this.state !== 'ready') return;
    this.log(`${message}; restarting the engine from ${this.dataDir}`);
    void this.restart();
  }

  private failCalls(error: unknown): void {
    for (const [id, pending] of this.calls) {
      clearTimeout(pending.timer);
      this.calls.delete(id);
      pending.reject(error);
    }
  }

  private async restart(): Promise<void> {
    const old = this.worker;
    this.state = 'restarting';
    this.worker = undefined;
    const unavailable = this.refusal() as DatabaseUnavailableError;
    this.failCalls(unavailable);
    this.onLost(unavailable);
    await old?.terminate();
    while (this.state === 'restarting') {
      try {
        await this.spawn();
        this.log('PGlite: engine restarted');
      } catch (error) {
        this.log(`PGlite: restart failed (${(error as Error).message}); retrying`);
        await new Promise((resolve) => setTimeout(resolve, RESTART_BACKOFF_MS));
      }
    }
  }
}
