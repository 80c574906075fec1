/** One request's place in its address's line: `turn` resolves when it may go on; `leave` once it is over. */
export interface Turn {
  turn: Promise<void>;
  leave: () => void;
}

interface Lane {
  active: number;
  waiting: (() => void)[];
}

/**
 * Lets at most `activePerAddress` requests of one client address go on to the database at once; the rest of that
 * address's admitted requests wait in its own line, first come first served. The database's queue is one line for
 * everyone, so without this a normal reader waits behind every request a flooding address has in progress; with
 * it, behind at most `activePerAddress` of them, while the flood's own throughput stays what the database gives.
 */
export class AddressTurns {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly activePerAddress: number) {}

  take(address: string): Turn {
    const lane = this.lanes.get(address) ?? { active: 0, waiting: [] };
    this.lanes.set(address, lane);
    let holding = false;
    let left = false;
    let start: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => {
      start = () => {
        holding = true;
        resolve();
      };
    });
    if (lane.active < this.activePerAddress) {
      lane.active++;
      start();
    } else {
      lane.waiting.push(start);
    }
    const leave = () => {
      if (left) return;
      left = true;
      if (holding) {
        // The turn passes straight to the next in line, so `active` only falls when nobody waits.
        const next = lane.waiting.shift();
        if (next) next();
        else lane.active--;
      } else {
        // Gone before its turn (the client closed): it never runs, and its promise is left to the collector.
        const at = lane.waiting.indexOf(start);
        if (at >= 0) lane.waiting.splice(at, 1);
      }
      if (lane.active === 0 && lane.waiting.length === 0) this.lanes.delete(address);
    };
    return { turn, leave };
  }
}
