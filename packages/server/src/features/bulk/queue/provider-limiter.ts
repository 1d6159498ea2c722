import { randomUUID } from 'node:crypto';
import type { AltEngine } from '@alt-optimizer/engine';
import type { AppConfig } from '../../../core/config.ts';
import type { Redis } from '../../../core/queue/redis.ts';

/** Fleet-wide limits on calls to a hosted vision model (0 = no limit). */
export interface ProviderLimits {
  requestsPerMinute: number;
  maxConcurrent: number;
}

/**
 * One atomic step on Redis's clock (TIME, so workers on machines with different clocks agree): forget leases and calls
 * that expired, then take a lease if both the concurrency and the per-minute window allow; otherwise answer how many
 * milliseconds to wait. KEYS: in-flight leases (zset, score = expiry), calls of the last minute (zset, score = time).
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - 60000)
local maxConcurrent = tonumber(ARGV[3])
local perMinute = tonumber(ARGV[4])
if maxConcurrent > 0 and redis.call('ZCARD', KEYS[1]) >= maxConcurrent then
  return 25
end
if perMinute > 0 and redis.call('ZCARD', KEYS[2]) >= perMinute then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + 60000 - now)
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) + 1000)
redis.call('PEXPIRE', KEYS[2], 61000)
return 0`;

/** Longest single sleep between tries, so a freed lease is noticed soon. */
const MAX_POLL_MS = 1000;

/**
 * The global rate limiter of issue 13: every worker process asks Redis before calling the provider, so N workers on M
 * machines together stay under the provider's requests per minute and concurrent calls. A lease expires on its own after
 * `leaseMs` (the provider's timeout and retries), so a worker killed mid-call does not hold a slot forever.
 */
export class ProviderLimiter {
  private readonly keys: [string, string];

  constructor(
    private readonly redis: Redis,
    prefix: string,
    provider: string,
    private readonly limits: ProviderLimits,
    private readonly leaseMs: number,
  ) {
    this.keys = [`${prefix}:provider:${provider}:in-flight`, `${prefix}:provider:${provider}:calls`];
  }

  /** A lease now, or how long to wait before asking again. */
  async tryAcquire(): Promise<{ release: () => Promise<void> } | { waitMs: number }> {
    const token = randomUUID();
    const wait = Number(
      await this.redis.eval(ACQUIRE, 2, ...this.keys, token, this.leaseMs, this.limits.maxConcurrent, this.limits.requestsPerMinute),
    );
    if (wait > 0) {
      return { waitMs: wait };
    }
    return { release: async () => void (await this.redis.zrem(this.keys[0], token)) };
  }

  /** Waits for a lease; the caller must release it. */
  async acquire(): Promise<() => Promise<void>> {
    for (;;) {
      const got = await this.tryAcquire();
      if ('release' in got) {
        return got.release;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_POLL_MS, got.waitMs)));
    }
  }
}

/** The engine with every analysis (one provider call, its retries included) under the fleet's limits. */
export function limitedEngine(engine: AltEngine, limiter: ProviderLimiter): AltEngine {
  return {
    name: engine.name,
    close: () => engine.close(),
    analyze: async (image, context) => {
      const release = await limiter.acquire();
      try {
        return await engine.analyze(image, context);
      } finally {
        await release().catch(() => undefined);
      }
    },
  };
}

/** A hosted model's calls go through the fleet-wide limiter when PROVIDER_* limits are set. */
export function fleetLimitedEngine(engine: AltEngine, config: AppConfig, redis: Redis): AltEngine {
  const provider = config.engine.provider;
  const limits = config.queue?.providerLimits;
  if (provider.provider === 'local' || !limits || (limits.requestsPerMinute === 0 && limits.maxConcurrent === 0)) {
    return engine;
  }
  // A lease outlives the longest call: every attempt timing out, with the longest Retry-After waits between them.
  const leaseMs = provider.timeoutMs * (provider.maxRetries + 1) + provider.maxRetryDelayMs * provider.maxRetries;
  return limitedEngine(engine, new ProviderLimiter(redis, config.queue!.prefix, provider.provider, limits, leaseMs));
}
