// @ts-check
/**
 * bcrypt in its own thread: one hash costs ~70 ms of CPU at cost 10, which on the server's thread would hold
 * up every other request. Plain JavaScript so the thread starts under plain Node, tsx and jest alike.
 * Protocol (one message in, one out):
 *   in:  { id, op: 'hash', password, cost } | { id, op: 'compare', password, hash }
 *   out: { id, ok: true, result } | { id, ok: false, message }
 */
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

if (!parentPort) throw new Error('bcrypt-worker.mjs runs only as a worker thread');
const port = parentPort;

/** GoTrue (Go's x/crypto/bcrypt) writes `$2a$`; for passwords of at most 72 bytes `$2b$` hashes the same. */
function hash(password, cost) {
  return bcrypt.hashSync(password, bcrypt.genSaltSync(cost).replace(/^\$2b\$/, '$2a$'));
}

port.on('message', (message) => {
  const { id } = message;
  try {
    const result =
      message.op === 'hash' ? hash(message.password, message.cost) : bcrypt.compareSync(message.password, message.hash);
    port.postMessage({ id, ok: true, result });
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
