import { Redis } from 'ioredis';

export type { Redis };

/**
 * One ioredis connection for the queue mode (REDIS_URL). `maxRetriesPerRequest: null` is what BullMQ asks of the
 * connections it is given: a command waits for Redis to come back instead of failing the worker's job loop.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  // A lost connection is retried by ioredis; /api/ready reports it meanwhile, so the event is not a crash.
  redis.on('error', () => undefined);
  return redis;
}

/** Readiness: PING answered within `timeoutMs` (ioredis would otherwise queue the command until Redis returns). */
export async function pingRedis(redis: Redis, timeoutMs = 2000): Promise<void> {
  if (redis.status !== 'ready') {
    throw new Error(`redis connection is ${redis.status}`);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis did not answer PING')), timeoutMs);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
