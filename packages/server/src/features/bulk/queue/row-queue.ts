import type { DefaultJobOptions, QueueOptions } from 'bullmq';
import type { QueueConfig } from '../../../core/queue/queue-config.ts';

/**
 * The queue mode's one BullMQ queue (REDIS_URL set). A queue job is a fixed slice of a bulk job's rows: the server adds
 * them once the rows are committed (queue-dispatcher.ts), `npm run worker` processes take them (row-worker.ts). State
 * stays in PostgreSQL: a queue job carries row ids only, and each row's outcome is stored with a status guard, so a
 * queue job run twice (a dead worker's stalled job, a server enqueuing again after a restart) stores nothing twice.
 */
export const ROW_QUEUE = 'bulk-rows';

export interface RowBatch {
  jobId: string;
  /** The slice's rows in sheet order; already finished ones are skipped by the claim. */
  rowIds: string[];
}

/** The same rows always get the same id, so BullMQ ignores an add of a slice it already holds. */
export function batchJobId(jobId: string, index: number): string {
  return `${jobId}-b${index}`;
}

/**
 * Cuts a job's rows (sheet order, with their state) into fixed slices and keeps the slices with work left. Positions
 * never move (rows are neither added nor removed after the upload), so slice n is the same rows whenever it is cut.
 */
export function rowBatches(
  jobId: string,
  rows: ReadonlyArray<{ id: string; unfinished: boolean }>,
  size: number,
): Array<{ name: string; data: RowBatch; opts: { jobId: string } }> {
  const out = [];
  for (let start = 0, index = 0; start < rows.length; start += size, index += 1) {
    const slice = rows.slice(start, start + size);
    if (slice.some((r) => r.unfinished)) {
      out.push({ name: 'rows', data: { jobId, rowIds: slice.map((r) => r.id) }, opts: { jobId: batchJobId(jobId, index) } });
    }
  }
  return out;
}

/** What a queue job does when it fails: tried again a few times (a database blip), then given up (row-worker.ts). */
export const ROW_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  // Finished slices leave Redis: the database holds the outcome, and a later enqueue skips slices with no work left.
  removeOnComplete: true,
  removeOnFail: { age: 24 * 3600 },
};

/** Connection and key prefix, shared by the server's Queue and the workers' Worker. */
export function queueConnection(config: QueueConfig): Pick<QueueOptions, 'connection' | 'prefix'> {
  // maxRetriesPerRequest: null is what BullMQ asks of its connections (a command waits for Redis instead of failing).
  return { connection: { url: config.redisUrl, maxRetriesPerRequest: null }, prefix: config.prefix };
}
