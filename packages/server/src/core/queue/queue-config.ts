import { z } from 'zod';

/**
 * The production mode's settings (issue 13): REDIS_URL set means bulk rows go through a BullMQ queue on Redis and
 * `npm run worker` processes run them; unset, the server's in-process runner does (the embedded default). Read once
 * by config.ts, like load-limits.ts.
 */
export interface QueueConfig {
  redisUrl: string;
  /** Prefix of every Redis key the queue writes (QUEUE_PREFIX), so several deployments or tests share one Redis. */
  prefix: string;
  /** Rows per queue job (QUEUE_BATCH_ROWS): the unit a worker takes, and what a dead worker's stalled job hands back. */
  batchRows: number;
  /** Queue jobs one worker process runs at once (WORKER_CONCURRENCY); default from the engine (see parseQueueConfig). */
  workerConcurrency: number;
  /** How long a worker's lock on a queue job lasts without renewal (QUEUE_LOCK_MS); a dead worker's rows come back after it. */
  lockMs: number;
  /**
   * Calls to a hosted vision model allowed across every worker (PROVIDER_REQUESTS_PER_MINUTE, PROVIDER_MAX_CONCURRENT;
   * 0 = no limit), kept in Redis (features/bulk/queue/provider-limiter.ts). Unused with the local engine.
   */
  providerLimits: { requestsPerMinute: number; maxConcurrent: number };
}

const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

export const queueEnv = z.object({
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^rediss?:\/\//.test(v), { message: 'must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  QUEUE_PREFIX: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[\w.-]{1,64}$/)
      .default('alt'),
  ),
  QUEUE_BATCH_ROWS: optionalInt(1, 1000),
  WORKER_CONCURRENCY: optionalInt(1, 256),
  QUEUE_LOCK_MS: optionalInt(1000, 600_000),
  PROVIDER_REQUESTS_PER_MINUTE: optionalInt(0, 1_000_000),
  PROVIDER_MAX_CONCURRENT: optionalInt(0, 10_000),
});

/** Rows per queue job: small enough that a kill -9 repeats little and many workers share a job, large enough to be cheap. */
const DEFAULT_BATCH_ROWS = 10;
/**
 * Rows per queue job with a remote provider. A slice's rows run one after the other, so a worker has one row in flight
 * per slice it runs: with 2 s a call, 10-row slices would hold 20 s of rows each, too few slices for every worker's
 * concurrency on a job of a few hundred rows, and the last ones would run alone. Two-row slices keep every worker busy
 * until the end; the extra Redis round trips are nothing next to a 2 s call.
 */
const DEFAULT_REMOTE_BATCH_ROWS = 2;
/** BullMQ's default lock: a worker whose event loop is busy for less than this keeps its jobs. */
const DEFAULT_LOCK_MS = 30_000;

/**
 * null when REDIS_URL is unset. A remote provider waits on the network, so a worker runs many queue jobs at once; the
 * local engine is CPU-bound, so twice its threads (fetches overlap inference).
 */
export function parseQueueConfig(
  e: z.infer<typeof queueEnv>,
  engine: { remote: boolean; workers: number; remoteRowsInFlight: number },
): QueueConfig | null {
  if (!e.REDIS_URL) {
    return null;
  }
  return {
    redisUrl: e.REDIS_URL,
    prefix: e.QUEUE_PREFIX,
    batchRows: e.QUEUE_BATCH_ROWS ?? (engine.remote ? DEFAULT_REMOTE_BATCH_ROWS : DEFAULT_BATCH_ROWS),
    workerConcurrency: e.WORKER_CONCURRENCY ?? (engine.remote ? engine.remoteRowsInFlight : Math.max(2, engine.workers * 2)),
    lockMs: e.QUEUE_LOCK_MS ?? DEFAULT_LOCK_MS,
    providerLimits: { requestsPerMinute: e.PROVIDER_REQUESTS_PER_MINUTE ?? 0, maxConcurrent: e.PROVIDER_MAX_CONCURRENT ?? 0 },
  };
}

/** The production mode shares rows between processes and machines: PGlite is one process's database. */
export const QUEUE_NEEDS_POSTGRES =
  'REDIS_URL: the queue mode needs PostgreSQL; set DATABASE_URL (postgres://…) as well, or unset REDIS_URL for the embedded mode';
