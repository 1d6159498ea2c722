import { describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF, LoginThrottle } from './login-throttle.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('login backoff per address', () => {
  it('locks for 30 s at the 5th failure, doubling on each further failure up to 15 minutes', () => {
    const throttle = new LoginThrottle();
    let now = 0;
    for (let i = 0; i < LOGIN_BACKOFF.perAddress.failuresBeforeLock; i += 1) {
      expect(throttle.waitSeconds('10.0.0.1', now)).toBe(0);
      throttle.failed('10.0.0.1', now);
    }
    expect(throttle.waitSeconds('10.0.0.1', now)).toBe(30);
    const locks: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      now += throttle.waitSeconds('10.0.0.1', now) * SECOND;
      throttle.failed('10.0.0.1', now);
      locks.push(throttle.waitSeconds('10.0.0.1', now));
    }
    expect(locks).toEqual([60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('never locks the right password out for good: the lock ends and a success clears the address', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 40; i += 1) {
      throttle.failed('192.0.2.7', 0);
    }
    expect(throttle.waitSeconds('192.0.2.7', 0)).toBeLessThanOrEqual(15 * 60);
    expect(throttle.waitSeconds('192.0.2.7', 15 * MINUTE)).toBe(0);
    throttle.succeeded('192.0.2.7');
    throttle.failed('192.0.2.7', 15 * MINUTE);
    expect(throttle.waitSeconds('192.0.2.7', 15 * MINUTE)).toBe(0);
  });

  it('forgets an address an hour after its last failure', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i += 1) {
      throttle.failed('10.0.0.2', 0);
    }
    throttle.failed('10.0.0.2', 61 * MINUTE);
    expect(throttle.waitSeconds('10.0.0.2', 61 * MINUTE)).toBe(0);
  });

  it('keeps other addresses free', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i += 1) {
      throttle.failed('10.0.0.3', 0);
    }
    expect(throttle.waitSeconds('10.0.0.3', 0)).toBeGreaterThan(0);
    expect(throttle.waitSeconds('10.0.0.4', 0)).toBe(0);
  });
});

describe('login backoff per account', () => {
  it('slows guessing spread over many addresses, and the lock is capped', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < LOGIN_BACKOFF.perAccount.failuresBeforeLock - 1; i += 1) {
      throttle.failed(`198.51.100.${i}`, 0);
    }
    expect(throttle.waitSeconds('203.0.113.1', 0)).toBe(0);
    throttle.failed('198.51.100.250', 0);
    // A fresh address now waits too: the 20th failure locked the account for 5 s.
    expect(throttle.waitSeconds('203.0.113.1', 0)).toBe(5);
    for (let i = 0; i < 30; i += 1) {
      throttle.failed(`198.51.101.${i}`, 0);
    }
    expect(throttle.waitSeconds('203.0.113.1', 0)).toBe(5 * 60);
    expect(throttle.waitSeconds('203.0.113.1', 5 * MINUTE)).toBe(0);
  });
});
