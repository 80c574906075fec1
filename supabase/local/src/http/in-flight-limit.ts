import type { FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from '../db';
import { AddressTurns } from './address-turns';

export interface InFlightLimits {
  /** Requests one client address may have open at once; more from it get 503 at once. */
  perAddress: number;
  /** Requests open at once from everyone together. */
  total: number;
  /** Of one address's open requests, how many may be past the line and on their way to the database at once. */
  activePerAddress: number;
}

/**
 * Generous enough for 50 busy connections from one address (the bench's budgets are set at 50), small enough
 * that a normal request queues behind at most a few dozen others: at a few ms each it is answered well within a
 * second, instead of behind a thousand.
 */
export const DEFAULT_IN_FLIGHT_LIMITS: InFlightLimits = { perAddress: 64, total: 256, activePerAddress: 16 };

/** Paths that never touch the database and must answer under any load. */
const ALWAYS_ANSWERED = new Set(['/auth/v1/health']);

/**
 * Counts the requests being worked on, per client address and in total, and refuses one over either limit before
 * any work is queued for it: 503 + Retry-After, in the shape of the API it was meant for (the services' error
 * handlers answer DatabaseUnavailableError), and with CORS headers, since the CORS hook has already run. A
 * refusal costs the server a few microseconds; queueing it would cost every other client its wait.
 */
export function limitRequestsInFlight(app: FastifyInstance, limits: InFlightLimits): void {
  const perAddress = new Map<string, number>();
  let total = 0;
  const turns = new AddressTurns(limits.activePerAddress);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || ALWAYS_ANSWERED.has(request.url.split('?')[0])) return;
    const address = request.ip;
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= limits.perAddress || total >= limits.total) {
      const whose =
        fromAddress >= limits.perAddress ? `${limits.perAddress} from this address` : `${limits.total} in all`;
      // The connection closes after the 503: a client that retries at once pays a new handshake for each try
      // (and meets the per-address connection limit) instead of looping over a cheap keep-alive socket.
      void reply.header('connection', 'close');
      throw new DatabaseUnavailableError('queue_full', `The API is at its limit of requests in progress (${whose})`, 1);
    }
    perAddress.set(address, fromAddress + 1);
    total++;
    let released = false;
    const { turn, leave } = turns.take(address);
    // 'close' follows every response, answered or cut off by the client, exactly once per request.
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      leave();
      total--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
    await turn;
  });
}
