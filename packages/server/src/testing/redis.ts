import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Redis used by the queue-mode tests; CI provides it, a laptop may not. */
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let reachable: Promise<boolean> | undefined;

export function redisReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const redis = new Redis(REDIS_TEST_URL, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      redis.disconnect();
    }
  })();
  return reachable;
}

/** A queue prefix (QUEUE_PREFIX) no other test uses, and the deletion of every key written under it. */
export function uniqueQueuePrefix(): { prefix: string; drop: () => Promise<void> } {
  const prefix = `alt-test-${randomBytes(6).toString('hex')}`;
  return {
    prefix,
    drop: async () => {
      const redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
      try {
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) {
          await redis.del(...keys);
        }
      } finally {
        redis.disconnect();
      }
    },
  };
}
