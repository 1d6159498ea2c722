import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../../core/queue/redis.ts';
import { redisReachable, REDIS_TEST_URL, uniqueQueuePrefix } from '../../../testing/redis.ts';
import { ProviderLimiter } from './provider-limiter.ts';

const redisOk = await redisReachable();

describe.skipIf(!redisOk)('ProviderLimiter on Redis (shared by every worker)', () => {
  const queue = uniqueQueuePrefix();
  const redis = openRedis(REDIS_TEST_URL);
  afterAll(async () => {
    await queue.drop();
    await redis.quit();
  });
  // Two limiters on one Redis stand for two worker processes.
  const limiter = (provider: string, limits: { requestsPerMinute: number; maxConcurrent: number }, leaseMs = 60_000) =>
    new ProviderLimiter(redis, queue.prefix, provider, limits, leaseMs);

  it('holds the concurrent calls of all workers together under the cap, and frees a slot on release', async () => {
    const [a, b] = [
      limiter('openai', { requestsPerMinute: 0, maxConcurrent: 2 }),
      limiter('openai', { requestsPerMinute: 0, maxConcurrent: 2 }),
    ];
    const first = await a.tryAcquire();
    const second = await b.tryAcquire();
    expect('release' in first && 'release' in second).toBe(true);
    expect(await a.tryAcquire()).toEqual({ waitMs: expect.any(Number) });
    if ('release' in second) {
      await second.release();
    }
    expect('release' in (await a.tryAcquire())).toBe(true);
    // Another provider has its own slots.
    expect('release' in (await b.tryAcquire().then(() => limiter('google', { requestsPerMinute: 0, maxConcurrent: 1 }).tryAcquire()))).toBe(
      true,
    );
  });

  it('counts requests per minute across workers and says how long until the oldest leaves the window', async () => {
    const limits = { requestsPerMinute: 3, maxConcurrent: 0 };
    const [a, b] = [limiter('anthropic', limits), limiter('anthropic', limits)];
    for (const worker of [a, b, a]) {
      const got = await worker.tryAcquire();
      expect('release' in got).toBe(true);
      if ('release' in got) {
        await got.release();
      }
    }
    const refused = await b.tryAcquire();
    expect(refused).toEqual({ waitMs: expect.any(Number) });
    expect('waitMs' in refused && refused.waitMs > 50_000 && refused.waitMs <= 60_000).toBe(true);
  });

  it("lets a dead worker's lease expire instead of holding the slot forever", async () => {
    const limits = { requestsPerMinute: 0, maxConcurrent: 1 };
    const dead = limiter('openai-compatible', limits, 200);
    expect('release' in (await dead.tryAcquire())).toBe(true);
    expect('waitMs' in (await dead.tryAcquire())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect('release' in (await limiter('openai-compatible', limits).tryAcquire())).toBe(true);
  });
});
