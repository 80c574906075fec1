/** @jest-environment node */
import { AddressTurns } from '../src/http/address-turns';

/** One address's requests past `activePerAddress` wait in its own line; other addresses never wait behind it. */

const settled = async (p: Promise<void>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

it('lets two of one address go on, queues the third in order, and never holds up another address', async () => {
  const turns = new AddressTurns(2);
  const [a, b, c, d] = [turns.take('1.1.1.1'), turns.take('1.1.1.1'), turns.take('1.1.1.1'), turns.take('1.1.1.1')];
  const other = turns.take('2.2.2.2');
  expect(await settled(a.turn)).toBe(true);
  expect(await settled(b.turn)).toBe(true);
  expect(await settled(c.turn)).toBe(false);
  expect(await settled(other.turn)).toBe(true);
  a.leave();
  expect(await settled(c.turn)).toBe(true);
  expect(await settled(d.turn)).toBe(false);
  // Leaving twice changes nothing; a waiter that leaves gives up its place.
  a.leave();
  expect(await settled(d.turn)).toBe(false);
  d.leave();
  b.leave();
  c.leave();
  const e = turns.take('1.1.1.1');
  const f = turns.take('1.1.1.1');
  expect(await settled(e.turn)).toBe(true);
  expect(await settled(f.turn)).toBe(true);
});
