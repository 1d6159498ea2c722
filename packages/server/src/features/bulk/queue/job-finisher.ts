import type { Db } from '../../../core/db/client.ts';
import { finishableJobIds, getJob, withJobLock } from '../../../core/jobs/job.repository.ts';
import type { Logger } from '../../../core/logger.ts';
import { completeJob, markJobFailed } from '../jobs/job-lifecycle.ts';

/** How often the server looks for jobs whose last row a worker stored; the progress poll is every 2 s anyway. */
const SWEEP_MS = 1000;

/**
 * Completes the queue mode's jobs: once the counters say every row has an outcome, the enhanced file is written and the
 * job marked completed. The server does it, not the worker that stored the last row, because the files (upload,
 * output) live in the servers' DATA_DIR: workers need only PostgreSQL, Redis and the image hosts. The job's advisory
 * lock makes one server instance do it when several sweep the same database.
 */
export class JobFinisher {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.schedule();
  }

  /** Sweeps now (a job enqueued with nothing to run). */
  poke(): void {
    if (!this.stopped && !this.sweeping) {
      this.sweeping = this.sweep().finally(() => {
        this.sweeping = null;
      });
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) {
      clearTimeout(this.timer);
    }
    await this.sweeping;
  }

  private schedule(): void {
    if (this.stopped) {
      return;
    }
    this.timer = setTimeout(() => {
      this.poke();
      void Promise.resolve(this.sweeping).then(() => this.schedule());
    }, SWEEP_MS);
    this.timer.unref();
  }

  private async sweep(): Promise<void> {
    let ids: string[];
    try {
      ids = await finishableJobIds(this.db);
    } catch (err) {
      this.logger.warn({ err }, 'could not look for finished bulk jobs');
      return;
    }
    for (const id of ids) {
      if (this.stopped) {
        return;
      }
      try {
        await withJobLock(this.db, id, async () => {
          const job = await getJob(this.db, id);
          if (job && (job.status === 'pending' || job.status === 'processing')) {
            await completeJob(this.db, this.dataDir, this.logger, job);
          }
        });
      } catch (err) {
        await markJobFailed(this.db, this.logger, id, err);
      }
    }
  }
}
