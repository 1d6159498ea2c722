import { Queue } from 'bullmq';
import type { Db } from '../../../core/db/client.ts';
import { jobEventsOf } from '../../../core/jobs/job-events.ts';
import { getJob, patchJob, unfinishedJobIds } from '../../../core/jobs/job.repository.ts';
import { rowIdsInOrder } from '../../../core/jobs/result.repository.ts';
import type { Logger } from '../../../core/logger.ts';
import type { QueueConfig } from '../../../core/queue/queue-config.ts';
import { QueueJobEventTransport } from './job-events-transport.ts';
import { JobFinisher } from './job-finisher.ts';
import { ROW_JOB_OPTIONS, ROW_QUEUE, queueConnection, rowBatches, type RowBatch } from './row-queue.ts';

/** Slices per addBulk call: one Redis round trip each, small enough to leave the event loop turns. */
const ADD_CHUNK = 500;

/**
 * The server's side of the queue mode, in place of the in-process BulkRunner: it hands a committed job's rows to the
 * queue and completes jobs whose rows the workers have all stored (JobFinisher), whose job-finished event it shares
 * with the other server instances (QueueJobEventTransport). It never runs a row, so a server
 * restart or a second server instance changes nothing for the workers. Progress and ETA come from the database
 * counters (report.service.ts), as for the in-process runner.
 */
export class QueueDispatcher {
  private readonly queue: Queue<RowBatch>;
  private readonly finisher: JobFinisher;
  private readonly tasks = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly config: QueueConfig,
    private readonly logger: Logger,
    dataDir: string,
  ) {
    this.queue = new Queue<RowBatch>(ROW_QUEUE, { ...queueConnection(config), defaultJobOptions: ROW_JOB_OPTIONS });
    this.queue.on('error', (err) => logger.warn({ err }, 'bulk queue connection error'));
    this.finisher = new JobFinisher(db, dataDir, logger);
  }

  /**
   * Enqueues every unfinished job again (what a crash between a commit and its enqueue would otherwise lose; slices the
   * queue still holds are not added twice) and starts completing finished jobs.
   */
  async start(): Promise<void> {
    // "Job finished" reaches the other server instances too (their webhooks and store runs), through Redis.
    jobEventsOf(this.db).connect(new QueueJobEventTransport(this.config, this.logger));
    const ids = await unfinishedJobIds(this.db);
    if (ids.length > 0) {
      this.logger.info({ jobs: ids.length }, 'enqueuing unfinished bulk jobs again');
    }
    for (const id of ids) {
      this.enqueue(id);
    }
    this.finisher.start();
  }

  /** Call only after the transaction that created the job has committed. */
  enqueue(jobId: string): void {
    if (this.stopped) {
      return;
    }
    const task = this.addRows(jobId).catch((err: unknown) => this.logger.error({ err, jobId }, 'could not enqueue bulk rows'));
    this.tasks.add(task);
    void task.finally(() => this.tasks.delete(task));
  }

  /** Waits for enqueues under way (a job's rows are in the queue or not at all… or enqueued again at the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.tasks]);
    await this.finisher.stop();
    await jobEventsOf(this.db).disconnect();
    await this.queue.close();
  }

  /** Workers run the rows: this process has no rate of its own, the database's smoothed ETA answers (report.service.ts). */
  estimateSeconds(_jobId: string, remaining: number): number | null {
    return remaining === 0 ? 0 : null;
  }

  /** The last stored row comes from the database (lastFinishedRow). */
  currentRow(): undefined {
    return undefined;
  }

  /** Resolves once every job this server knows of is completed or failed (tests and the bench). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.tasks]);
    while ((await unfinishedJobIds(this.db)).length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  private async addRows(jobId: string): Promise<void> {
    const job = await getJob(this.db, jobId);
    if (!job || (job.status !== 'pending' && job.status !== 'processing')) {
      return;
    }
    if (job.status === 'pending') {
      await patchJob(this.db, jobId, { status: 'processing', processingStarted: job.processingStarted ?? new Date() });
    }
    const slices = rowBatches(jobId, await rowIdsInOrder(this.db, jobId), this.config.batchRows);
    for (let i = 0; i < slices.length; i += ADD_CHUNK) {
      await this.queue.addBulk(slices.slice(i, i + ADD_CHUNK));
    }
    // A job with no row left to run (every row decided at upload) is completed by the finisher's next sweep.
    this.finisher.poke();
  }
}
