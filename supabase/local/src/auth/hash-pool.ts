import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { repoRoot } from '../db/paths';

/** Hashes and checks passwords somewhere other than the server's thread. */
export interface PasswordHasher {
  hash(password: string, cost: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Every thread is busy and the queue is full: the caller answers 503 with Retry-After instead of waiting. */
export class HashQueueFullError extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

export interface HashPoolOptions {
  /** Threads (1–2 suit a small machine shared with the database). */
  size: number;
  /** Jobs allowed to wait for a free thread; beyond that HashQueueFullError. */
  queueLimit: number;
}

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id: number;
  ok: boolean;
  result?: string | boolean;
  message?: string;
}

interface Slot {
  worker: Worker;
  running?: Pending & { id: number };
}

function workerFile(): string {
  return path.join(repoRoot(), 'supabase', 'local', 'src', 'auth', 'bcrypt-worker.mjs');
}

/**
 * A few worker threads running bcryptjs, started on first use, with a bounded queue in front: a burst of
 * signups or password changes waits its turn (or is refused) while the server's thread keeps answering.
 * A thread that dies fails its job and is replaced by the next job that needs one.
 */
export class PasswordHashPool implements PasswordHasher {
  private readonly slots: (Slot | undefined)[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Jobs the threads have finished, for tests and monitoring. */
  completed = 0;

  constructor(private readonly options: HashPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new Error(`hash pool size must be a positive integer, got ${options.size}`);
    this.slots = Array.from({ length: options.size }, () => undefined);
  }

  hash(password: string, cost: number): Promise<string> {
    return this.submit({ op: 'hash', password, cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.submit({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('password hashing stopped'));
    await Promise.all(this.slots.map((slot) => slot?.worker.terminate()));
  }

  private submit(job: Job): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hashing stopped'));
    const free = this.slots.findIndex((slot) => !slot?.running);
    if (free === -1 && this.queue.length >= this.options.queueLimit) return Promise.reject(new HashQueueFullError());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (let index = 0; index < this.slots.length && this.queue.length > 0; index++) {
      const slot = this.slots[index] ?? this.start(index);
      if (slot.running) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      const id = this.nextId++;
      slot.running = { ...pending, id };
      slot.worker.postMessage({ id, ...pending.job });
    }
  }

  private start(index: number): Slot {
    const worker = new Worker(workerFile());
    // An idle pool never keeps the process alive.
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (reply: Reply) => {
      const running = slot.running;
      if (!running || running.id !== reply.id) return;
      slot.running = undefined;
      this.completed += 1;
      if (reply.ok && reply.result !== undefined) running.resolve(reply.result);
      else running.reject(new Error(reply.message ?? 'password hashing failed'));
      this.dispatch();
    });
    const lost = (reason: string) => {
      if (this.slots[index] !== slot) return;
      this.slots[index] = undefined;
      slot.running?.reject(new Error(reason));
      slot.running = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (error) => lost(`password hashing thread failed: ${error.message}`));
    worker.on('exit', (code) => lost(`password hashing thread exited with code ${code}`));
    this.slots[index] = slot;
    return slot;
  }
}
