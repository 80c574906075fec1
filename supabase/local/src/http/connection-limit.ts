import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Open connections one client address may hold. Twice the in-flight limit per address, so a client that keeps
 * its connections alive and waits its turn is never cut off, while a flood of a thousand sockets from one
 * address costs the server a hundred-odd parsers instead of a thousand, and leaves the event loop to everyone else.
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 128;

/**
 * The listen backlog: the kernel's queue of handshaken connections not yet accepted (capped by
 * net.core.somaxconn). Node's default of 511 overflows when a thousand connections arrive at once, and an
 * overflow silently drops the handshake of whoever arrives next, a reader as much as the flood, who then waits
 * out TCP's retransmission backoff (seconds).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Closes a new connection at once when its address already holds `perAddress` open ones: before any byte of it
 * is parsed, the cheapest refusal there is. Behind a proxy every client shares the proxy's address, so there the
 * proxy is the place for this limit and `perAddress` must be raised to what the proxy may open.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
