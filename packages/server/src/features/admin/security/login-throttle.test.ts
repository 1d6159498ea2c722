import { describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF, LoginThrottle, type LoginAdmission } from './login-throttle.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Seconds a refused attempt must wait, 0 when it was admitted. */
const wait = (a: LoginAdmission) => (a.admitted ? 0 : a.waitSeconds);
/** Milliseconds an admitted attempt waits for its account-wide turn, -1 when refused. */
const delay = (a: LoginAdmission) => (a.admitted ? a.delayMs : -1);

describe('login backoff per address', () => {
  it('locks for 30 s at the 5th attempt, doubling on each further failure up to 15 minutes', () => {
    const throttle = new LoginThrottle();
    let now = 0;
    for (let i = 0; i < LOGIN_BACKOFF.perAddress.failuresBeforeLock; i += 1) {
      expect(wait(throttle.admit('192.0.2.1', now))).toBe(0);
    }
    expect(wait(throttle.admit('192.0.2.1', now))).toBe(30);
    const locks: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      now += wait(throttle.admit('192.0.2.1', now)) * SECOND;
      expect(throttle.admit('192.0.2.1', now).admitted).toBe(true);
      locks.push(wait(throttle.admit('192.0.2.1', now)));
    }
    expect(locks).toEqual([60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('counts the attempt when it starts: a burst admits only the budget, whatever the checks still running', () => {
    const throttle = new LoginThrottle();
    const admitted = Array.from({ length: 300 }, () => throttle.admit('192.0.2.9', 0)).filter((a) => a.admitted);
    expect(admitted).toHaveLength(LOGIN_BACKOFF.perAddress.failuresBeforeLock);
  });

  it('never locks the right password out for good: the lock ends and a success clears the address', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 40; i += 1) {
      throttle.admit('192.0.2.7', 0);
    }
    expect(wait(throttle.admit('192.0.2.7', 0))).toBeLessThanOrEqual(15 * 60);
    expect(throttle.admit('192.0.2.7', 15 * MINUTE).admitted).toBe(true);
    throttle.succeeded('192.0.2.7');
    for (let i = 0; i < 4; i += 1) {
      expect(throttle.admit('192.0.2.7', 15 * MINUTE).admitted).toBe(true);
    }
  });

  it('forgets an address an hour after its last failure', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i += 1) {
      throttle.admit('192.0.2.2', 0);
    }
    expect(throttle.admit('192.0.2.2', 61 * MINUTE).admitted).toBe(true);
    expect(throttle.admit('192.0.2.2', 61 * MINUTE).admitted).toBe(true);
  });

  it('keeps other addresses free', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i += 1) {
      throttle.admit('192.0.2.3', 0);
    }
    expect(wait(throttle.admit('192.0.2.3', 0))).toBeGreaterThan(0);
    expect(throttle.admit('192.0.2.4', 0).admitted).toBe(true);
  });
});

describe('login pace per account', () => {
  const { freeFailures, baseSpacingMs, maxSpacingMs, maxWaitMs } = LOGIN_BACKOFF.perAccount;

  it('checks the first failures at once, then one per spacing, doubling and capped; a full pace refuses', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < freeFailures; i += 1) {
      expect(delay(throttle.admit(`198.51.100.${i}`, 0))).toBe(0);
    }
    // Spread over new addresses: paced one spacing apart, booked up to maxWaitMs ahead, then refused.
    const delays = Array.from({ length: 12 }, (_, i) => delay(throttle.admit(`198.51.101.${i}`, 0)));
    expect(delays).toEqual([...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => s * baseSpacingMs), -1]);
    expect(wait(throttle.admit('198.51.101.200', 0))).toBe(1);
    // Many failures later the spacing has doubled up to its cap.
    let now = 60 * SECOND;
    for (let i = 0; i < 200; i += 1) {
      const a = throttle.admit(`198.51.102.${i}`, now);
      now += a.admitted ? a.delayMs : wait(a) * SECOND;
    }
    const first = throttle.admit('198.51.103.1', now + maxWaitMs);
    const second = throttle.admit('198.51.103.2', now + maxWaitMs);
    expect(delay(second) - delay(first)).toBe(maxSpacingMs);
  });

  it('does not lock the right password out: after 20 forged failures a clean address is checked at once', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < freeFailures; i += 1) {
      throttle.admit(`198.51.100.${i}`, 0);
    }
    expect(throttle.admit('203.0.113.1', 0)).toEqual({ admitted: true, delayMs: 0 });
    throttle.succeeded('203.0.113.1');
    for (let i = 0; i < freeFailures; i += 1) {
      expect(delay(throttle.admit(`198.51.104.${i}`, 0))).toBe(0);
    }
  });
});
