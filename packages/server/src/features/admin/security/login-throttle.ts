/**
 * Wrong-password backoff for the admin login, kept in memory (one process; a restart forgets it, which only
 * helps the rightful admin).
 * - Per client address: a few attempts, then a lock that doubles on each further failure.
 * - Per account (there is one admin account): a budget of free failures across every address, then password checks
 *   are paced (one per spacing, the spacing doubling as failures go on, capped). Pacing, not a lock: with
 *   TRUST_PROXY=1 a forged, rotating X-Forwarded-For gives a guesser a clean address per request, so an account
 *   lock would lock the real admin out too; a pace slows every guess while the right password from a clean address
 *   still gets its turn within `maxWaitMs`.
 * Each attempt is counted when it starts, before the password hash runs (issue 23, item 1): a parallel burst
 * cannot slip past the lock while the checks are in flight. The right password clears its address and the account.
 * While locked (or when the pace is full), attempts are refused before the password is checked (no oracle, no
 * scrypt work) and do not count.
 */
export interface BackoffRule {
  /** The attempt that brings the count to this locks the key (and each one after it, for longer). */
  failuresBeforeLock: number;
  /** First lock; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
  /** A key with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

export interface PaceRule {
  /** Failures across every address before checks are paced. */
  freeFailures: number;
  /** Spacing between paced checks; doubles for each further `freeFailures` failures, up to `maxSpacingMs`. */
  baseSpacingMs: number;
  maxSpacingMs: number;
  /** A check whose turn is further away than this is refused (429) rather than held. */
  maxWaitMs: number;
  forgetAfterMs: number;
}

export const LOGIN_BACKOFF: { perAddress: BackoffRule; perAccount: PaceRule } = {
  perAddress: { failuresBeforeLock: 5, baseLockMs: 30_000, maxLockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  perAccount: { freeFailures: 20, baseSpacingMs: 1_000, maxSpacingMs: 10_000, maxWaitMs: 10_000, forgetAfterMs: 60 * 60_000 },
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

/** Account-wide pace: failures since the last success, and the time the next paced check may run. */
class AccountPace {
  private failures = 0;
  private lastFailure = 0;
  private nextTurn = 0;
  constructor(private readonly rule: PaceRule) {}

  /** Milliseconds this attempt must wait for its turn, or null when the pace is full (refuse). Books the turn. */
  book(now: number): number | null {
    if (now - this.lastFailure > this.rule.forgetAfterMs) {
      this.failures = 0;
    }
    const over = this.failures - this.rule.freeFailures;
    let delay = 0;
    if (over >= 0) {
      const turn = Math.max(now, this.nextTurn);
      if (turn - now > this.rule.maxWaitMs) {
        return null;
      }
      const doublings = Math.min(Math.floor(over / this.rule.freeFailures), 30);
      this.nextTurn = turn + Math.min(this.rule.maxSpacingMs, this.rule.baseSpacingMs * 2 ** doublings);
      delay = turn - now;
    }
    this.failures += 1;
    this.lastFailure = now;
    return delay;
  }

  /** Seconds until a refused attempt may be booked again. */
  secondsToWait(now: number): number {
    return Math.max(1, Math.ceil((this.nextTurn - this.rule.maxWaitMs - now) / 1000));
  }

  clear(): void {
    this.failures = 0;
    this.nextTurn = 0;
  }
}

/** One login attempt: refused with the seconds to wait, or admitted after `delayMs` (its counted turn). */
export type LoginAdmission = { admitted: false; waitSeconds: number } | { admitted: true; delayMs: number };

export class LoginThrottle {
  private readonly byAddress: BackoffTable;
  private readonly account: AccountPace;

  constructor(rules = LOGIN_BACKOFF) {
    this.byAddress = new BackoffTable(rules.perAddress);
    this.account = new AccountPace(rules.perAccount);
  }

  /**
   * Synchronously decides and counts one attempt, before any password is checked: a refused attempt does not count;
   * an admitted one counts as a failure (address and account) until `succeeded` clears it.
   */
  admit(address: string, now = Date.now()): LoginAdmission {
    const locked = this.byAddress.lockLeft(address, now);
    if (locked > 0) {
      return { admitted: false, waitSeconds: Math.ceil(locked / 1000) };
    }
    const delayMs = this.account.book(now);
    if (delayMs === null) {
      return { admitted: false, waitSeconds: this.account.secondsToWait(now) };
    }
    this.byAddress.fail(address, now);
    return { admitted: true, delayMs };
  }

  /** The right password: this address and the account start again from zero. */
  succeeded(address: string): void {
    this.byAddress.clear(address);
    this.account.clear();
  }
}
