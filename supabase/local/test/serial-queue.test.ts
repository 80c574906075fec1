/** @jest-environment node */
import { DatabaseUnavailableError } from '../src/db';
import { SerialQueue } from '../src/db/serial-queue';

/** A job that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open: (value: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    open = resolve;
  });
  return {
    job: () => {
      log.push(name);
      return done;
    },
    open: () => open(name),
  };
}

describe('SerialQueue', () => {
  it('runs jobs one at a time, in arrival order', async () => {
    const log: string[] = [];
    const queue = new SerialQueue(10);
    const [a, b, c] = [gate(log, 'a'), gate(log, 'b'), gate(log, 'c')];
    const results = [queue.run(a.job), queue.run(b.job), queue.run(c.job)];
    expect(log).toEqual(['a']);
    expect(queue.waitingCount).toBe(2);
    a.open();
    await results[0];
    expect(log).toEqual(['a', 'b']);
    b.open();
    c.open();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect(queue.waitingCount).toBe(0);
  });

  it('refuses a job once `limit` are waiting, with a retryable error', async () => {
    const log: string[] = [];
    const queue = new SerialQueue(1);
    const [running, waiting] = [gate(log, 'running'), gate(log, 'waiting')];
    const first = queue.run(running.job);
    const second = queue.run(waiting.job);
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(refused).rejects.toMatchObject({ reason: 'queue_full', retryAfterSeconds: 1 });
    running.open();
    waiting.open();
    await expect(Promise.all([first, second])).resolves.toEqual(['running', 'waiting']);
    expect(log).toEqual(['running', 'waiting']);
  });

  it('keeps going after a job fails', async () => {
    const queue = new SerialQueue(5);
    const failed = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('turns every waiting job away at once, and new ones while its owner refuses', async () => {
    const log: string[] = [];
    let refusal: Error | undefined = undefined;
    const queue = new SerialQueue(5, () => refusal);
    const running = gate(log, 'running');
    const first = queue.run(running.job);
    const waiting = [queue.run(async () => 'w1'), queue.run(async () => 'w2')];
    const lost = new DatabaseUnavailableError('restarting', 'restarting', 3);
    queue.rejectWaiting(lost);
    await expect(Promise.all(waiting.map((p) => p.catch((e: unknown) => e)))).resolves.toEqual([lost, lost]);
    refusal = lost;
    await expect(queue.run(async () => 'late')).rejects.toBe(lost);
    // Closing is never turned away.
    const closing = queue.run(async () => 'closed', { force: true });
    running.open();
    await expect(first).resolves.toBe('running');
    await expect(closing).resolves.toBe('closed');
  });
});
