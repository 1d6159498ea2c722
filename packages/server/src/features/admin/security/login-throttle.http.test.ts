import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp, TEST_ADMIN_PASSWORD } from '../../../testing/test-app.ts';
import { LOGIN_BACKOFF } from './login-throttle.ts';

/**
 * Real parallel bursts over the loopback (issue 23, item 1): the attempt is counted before the password is checked,
 * so a burst cannot slip past the lock while the hash runs. X-Forwarded-For values below are header text the
 * server reads (TRUST_PROXY=1), not addresses anything connects to.
 */
async function listening(app: ReturnType<ReturnType<typeof useTestApp>>['app']): Promise<string> {
  if (!app.server.listening) {
    await app.listen({ port: 0, host: '127.0.0.1' });
  }
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/admin/auth`;
}

async function login(url: string, password: string, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor) {
    headers['x-forwarded-for'] = forwardedFor;
  }
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ password }) });
  await res.arrayBuffer();
  return res.status;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) {
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

describe('admin login under a parallel burst (no proxy)', () => {
  const t = useTestApp();

  it('checks at most the per-address budget of 300 parallel wrong passwords', async () => {
    const url = await listening(t().app);
    const statuses = await Promise.all(Array.from({ length: 300 }, () => login(url, 'wrong guess')));
    const counts = tally(statuses);
    process.stdout.write(`300 parallel wrong passwords from one address: ${JSON.stringify(counts)}\n`);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LOGIN_BACKOFF.perAddress.failuresBeforeLock);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(300);
  }, 120_000);
});

describe('admin login behind a proxy (TRUST_PROXY=1) with a rotating X-Forwarded-For', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('slows a burst spread over 300 forged addresses to the account budget and its paced checks', async () => {
    const url = await listening(t().app);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(url, 'wrong guess', `198.51.${100 + Math.floor(i / 250)}.${i % 250}`)),
    );
    const elapsedMs = Date.now() - started;
    const counts = tally(statuses);
    process.stdout.write(`300 parallel wrong passwords, rotating X-Forwarded-For: ${JSON.stringify(counts)} in ${elapsedMs} ms\n`);
    // The free failures, then at most one check per spacing for as long as the burst lasted (turns booked ahead included).
    const { freeFailures, baseSpacingMs } = LOGIN_BACKOFF.perAccount;
    expect(counts[401] ?? 0).toBeLessThanOrEqual(freeFailures + Math.ceil(elapsedMs / baseSpacingMs) + 1);
    expect(counts[401] ?? 0).toBeLessThan(150);
  }, 120_000);
});

describe('admin login behind a proxy: the real admin is not locked out by forged addresses', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('after 20 wrong passwords from rotating addresses, the right one from a clean address logs in', async () => {
    const url = await listening(t().app);
    for (let i = 0; i < 20; i += 1) {
      expect(await login(url, 'another wrong guess', `192.0.2.${i + 1}`)).toBe(401);
    }
    expect(await login(url, TEST_ADMIN_PASSWORD, '203.0.113.200')).toBe(200);
  }, 120_000);
});
