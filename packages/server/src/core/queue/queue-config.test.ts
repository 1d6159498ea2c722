import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';

const PG = 'postgres://app@db:5432/alt';

describe('queue mode settings', () => {
  it('is off without REDIS_URL: the embedded default', () => {
    const result = parseConfig({});
    expect(result.ok && result.config.queue).toBe(null);
  });

  it('needs PostgreSQL, and says so', () => {
    expect(parseConfig({ REDIS_URL: 'redis://cache:6379' })).toEqual({
      ok: false,
      errors: [expect.stringMatching(/REDIS_URL.*DATABASE_URL/)],
    });
    expect(parseConfig({ REDIS_URL: 'http://cache', DATABASE_URL: PG })).toEqual({
      ok: false,
      errors: [expect.stringContaining('REDIS_URL: must be a redis:// or rediss:// URL')],
    });
  });

  it('sizes a worker from its engine unless told: CPU threads for the local engine, network calls for a provider', () => {
    const local = parseConfig({ REDIS_URL: 'redis://cache:6379', DATABASE_URL: PG, ENGINE_WORKERS: '3' });
    expect(local.ok && local.config.queue).toEqual({
      redisUrl: 'redis://cache:6379',
      prefix: 'alt',
      batchRows: 10,
      workerConcurrency: 6,
      lockMs: 30_000,
      providerLimits: { requestsPerMinute: 0, maxConcurrent: 0 },
    });
    const remote = parseConfig({
      REDIS_URL: 'redis://cache:6379',
      DATABASE_URL: PG,
      ENGINE_WORKERS: '2',
      ALT_AI_PROVIDER: 'openai-compatible',
      ALT_AI_BASE_URL: 'http://vision.internal/v1',
      ALT_AI_MODEL: 'llava:13b',
    });
    // A provider waits on the network: 16 rows in flight per worker whatever its threads, in 2-row slices so that
    // every worker has slices to take until a job's end.
    expect(remote.ok && remote.config.queue).toMatchObject({ batchRows: 2, workerConcurrency: 16 });
    const told = parseConfig({
      REDIS_URL: 'rediss://cache:6380',
      DATABASE_URL: PG,
      QUEUE_PREFIX: 'shop-a',
      QUEUE_BATCH_ROWS: '25',
      WORKER_CONCURRENCY: '32',
      QUEUE_LOCK_MS: '5000',
      PROVIDER_REQUESTS_PER_MINUTE: '500',
      PROVIDER_MAX_CONCURRENT: '20',
    });
    expect(told.ok && told.config.queue).toMatchObject({
      prefix: 'shop-a',
      batchRows: 25,
      workerConcurrency: 32,
      lockMs: 5000,
      providerLimits: { requestsPerMinute: 500, maxConcurrent: 20 },
    });
  });
});
