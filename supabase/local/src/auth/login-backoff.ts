import type { LoginBackoffPolicy } from '../config';
import type { Clock } from './rate-limit';

/**
 * Exponential backoff on failed passwords, kept per account and per (account, address): see LoginBackoffPolicy.
 * Whoever guesses waits longer after every miss, while the owner signing in from an address that has not
 * failed goes straight through: failing from elsewhere locks nobody out.
 */
export class LoginBackoff {
  private readonly byAccount = new Map<string, number[]>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    private readonly policy: LoginBackoffPolicy,
    private readonly now: Clock = Date.now,
  ) {}

  /** Milliseconds this address must still wait before trying a password for this account (0: it may now). */
  waitMs(account: string, address: string): number {
    const mine = this.recent(this.byAddress, pairKey(account, address));
    if (mine.length === 0) return 0;
    const everyone = this.recent(this.byAccount, account).length;
    const exponent = Math.max(mine.length - this.policy.freeFailures, everyone - this.policy.accountFreeFailures);
    if (exponent < 0) return 0;
    const delay = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** Math.min(exponent, 40));
    return Math.max(0, mine[mine.length - 1] + delay - this.now());
  }

  recordFailure(account: string, address: string): void {
    const at = this.now();
    this.append(this.byAccount, account, at);
    this.append(this.byAddress, pairKey(account, address), at);
  }

  /** The right password clears what this address did wrong; other addresses' failures still count. */
  recordSuccess(account: string, address: string): void {
    this.byAddress.delete(pairKey(account, address));
  }

  private recent(map: Map<string, number[]>, key: string): number[] {
    const cutoff = this.now() - this.policy.memoryMs;
    const kept = (map.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) map.delete(key);
    else map.set(key, kept);
    return kept;
  }

  private append(map: Map<string, number[]>, key: string, at: number): void {
    const kept = this.recent(map, key);
    kept.push(at);
    // Past the free failures, a few dozen more already reach the longest delay: the list stays short.
    const longest = Math.max(this.policy.freeFailures, this.policy.accountFreeFailures) + 48;
    if (kept.length > longest) kept.splice(0, kept.length - longest);
    map.set(key, kept);
    if (map.size > 10_000) for (const other of [...map.keys()]) this.recent(map, other);
  }
}

function pairKey(account: string, address: string): string {
  return `${account}\n${address}`;
}
