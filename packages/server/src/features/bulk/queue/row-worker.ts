import { WaitingError, Worker, type Job } from 'bullmq';
import type { Db } from '../../../core/db/client.ts';
import type { Logger } from '../../../core/logger.ts';
import type { QueueConfig } from '../../../core/queue/queue-config.ts';
import type { AnalyzeDeps } from '../jobs/analyze-row.ts';
import { RowBatchRunner } from './row-batch-runner.ts';
import { ROW_QUEUE, queueConnection, type RowBatch } from './row-queue.ts';

/** A slice whose worker died comes back this many times before it is given up (its rows then fail, never hang). */
const MAX_STALLED = 5;

export interface RowWorker {
  /** Resolves once the worker is connected and taking slices. */
  ready(): Promise<void>;
  /** Takes no new slice, lets rows in flight finish, hands back the rest of their slices; then closes. */
  close(): Promise<void>;
}

/**
 * The BullMQ worker of `npm run worker`: `config.workerConcurrency` slices at once. A worker killed mid-slice holds its
 * lock for `config.lockMs`; BullMQ's stalled check then gives the slice to another worker, whose claim takes the rows
 * the dead one had claimed (claimRowsById). `hostTimeouts`: the failing-host breaker's limit (BULK_HOST_TIMEOUTS).
 */
export function startRowWorker(db: Db, analyze: AnalyzeDeps, config: QueueConfig, logger: Logger, hostTimeouts?: number): RowWorker {
  const runner = new RowBatchRunner(db, analyze, hostTimeouts);
  const worker = new Worker<RowBatch>(
    ROW_QUEUE,
    async (job: Job<RowBatch>, token?: string) => {
      if ((await runner.run(job.data)) === 'handed-back') {
        // Back to the waiting list without counting as an attempt: another worker takes the rest of the slice.
        await job.moveToWait(token);
        throw new WaitingError();
      }
    },
    {
      ...queueConnection(config),
      concurrency: config.workerConcurrency,
      lockDuration: config.lockMs,
      stalledInterval: config.lockMs,
      maxStalledCount: MAX_STALLED,
    },
  );
  worker.on('error', (err) => logger.warn({ err }, 'bulk worker queue error'));
  worker.on('failed', (job, err) => {
    logger.warn({ err, slice: job?.id }, 'bulk rows slice failed');
    // Only once the queue gave up on it (no attempt left, or stalled too often): its rows get an outcome.
    void job
      ?.isFailed()
      .then((final) => (final ? runner.failRows(job.data) : undefined))
      .catch((error: unknown) => logger.error({ err: error, slice: job.id }, 'could not fail the rows of a slice'));
  });
  return {
    ready: () => worker.waitUntilReady().then(() => undefined),
    close: async () => {
      runner.stop();
      await worker.close();
    },
  };
}
