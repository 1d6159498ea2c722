/**
 * Wrong-password backoff for the admin login, kept in memory (one process; a restart forgets it, which only
 * helps the rightful admin). Two keys, each with its own budget:
 * - per client address: a few failures, then a lock that doubles on each further failure;
 * - per account (there is one admin account): a larger budget across every address, so guessing spread over many
 *   addresses is slowed too.
 * A lock always ends (capped), and a key is forgotten a while after its last failure, so a shared address (an
 * office, a CGNAT) is never locked out for good: after the lock, the right password logs in and clears the key.
 * While locked, attempts are refused before the password is checked (no oracle, no scrypt work) and do not count.
 */
export interface BackoffRule {
  /** The failure that brings the count to this locks the key (and each one after it, for longer). */
  failuresBeforeLock: number;
  /** First lock; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
  /** A key with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

export const LOGIN_BACKOFF: { perAddress: BackoffRule; perAccount: BackoffRule } = {
  perAddress: { failuresBeforeLock: 5, baseLockMs: 30_000, maxLockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  perAccount: { failuresBeforeLock: 20, baseLockMs: 5_000, maxLockMs: 5 * 60_000, forgetAfterMs: 60 * 60_000 },
};

/** Addresses remembered at most; the oldest are dropped first (memory stays bounded whatever the traffic). */
const MAX_TRACKED = 10_000;

interface Failures {
  count: number;
  lastFailure: number;
  lockedUntil: number;
}

class BackoffTable {
  private readonly entries = new Map<string, Failures>();
  constructor(private readonly rule: BackoffRule) {}

  /** Milliseconds left on the key's lock, 0 when it may try. */
  lockLeft(key: string, now: number): number {
    const entry = this.live(key, now);
    return entry ? Math.max(0, entry.lockedUntil - now) : 0;
  }

  fail(key: string, now: number): void {
    const entry = this.live(key, now) ?? { count: 0, lastFailure: now, lockedUntil: 0 };
    entry.count += 1;
    entry.lastFailure = now;
    const over = entry.count - this.rule.failuresBeforeLock;
    if (over >= 0) {
      entry.lockedUntil = now + Math.min(this.rule.maxLockMs, this.rule.baseLockMs * 2 ** Math.min(over, 30));
    }
    // Re-inserting keeps the Map in last-failure order, so the first key is always the stalest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_TRACKED) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastFailure > this.rule.forgetAfterMs && now >= entry.lockedUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

const ACCOUNT = 'admin';

export class LoginThrottle {
  private readonly byAddress: BackoffTable;
  private readonly byAccount: BackoffTable;

  constructor(rules = LOGIN_BACKOFF) {
    this.byAddress = new BackoffTable(rules.perAddress);
    this.byAccount = new BackoffTable(rules.perAccount);
  }

  /** Seconds to wait before this address may try (rounded up), 0 when it may try now. */
  waitSeconds(address: string, now = Date.now()): number {
    const left = Math.max(this.byAddress.lockLeft(address, now), this.byAccount.lockLeft(ACCOUNT, now));
    return Math.ceil(left / 1000);
  }

  failed(address: string, now = Date.now()): void {
    this.byAddress.fail(address, now);
    this.byAccount.fail(ACCOUNT, now);
  }

  /** The right password: this address and the account start again from zero. */
  succeeded(address: string): void {
    this.byAddress.clear(address);
    this.byAccount.clear(ACCOUNT);
  }
}
