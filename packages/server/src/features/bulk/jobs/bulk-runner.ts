import type { Db } from '../../../core/db/client.ts';
import type { JobRow } from '../../../core/db/schema.ts';
import { getJob, patchJob, unfinishedJobIds } from '../../../core/jobs/job.repository.ts';
import { claimRows, completeRow, countUnfinished, releaseClaims } from '../../../core/jobs/result.repository.ts';
import type { Logger } from '../../../core/logger.ts';
import { analyzeRow, patchForSharedUrl, type AnalyzeDeps, type JobContext, type UrlOutcome } from './analyze-row.ts';
import { writeJobOutput } from './job-output.ts';

export interface RunnerOptions {
  /** Rows in flight at once (fetch + analysis). */
  concurrency: number;
  dataDir: string;
}

export interface CurrentRow {
  title: string;
  status: string;
  generatedAlt: string | null;
}

interface Rate {
  startedAt: number;
  done: number;
}

/**
 * The persistent bulk job runner. State lives in the database: a job is a row, its work is its
 * pending product_results rows. Jobs run one after another (FIFO) with `concurrency` rows in flight,
 * so a big catalogue cannot starve the machine and a small one queued behind it waits its turn.
 *
 * Why not BullMQ or pg-boss: the embedded default is PGlite, a single in-process connection with no
 * LISTEN between processes and no Redis; a table-backed queue with SKIP LOCKED claims works the same
 * on PGlite and PostgreSQL, and the job table already holds the progress the UI reads.
 */
export class BulkRunner {
  private readonly queue: string[] = [];
  private draining: Promise<void> | null = null;
  private stopped = false;
  private readonly rates = new Map<string, Rate>();
  /** Last row stored per running job: progress polls read it here instead of scanning the job's rows. */
  private readonly current = new Map<string, CurrentRow>();
  private readonly stopHooks: Array<() => Promise<void>> = [];

  constructor(
    private readonly db: Db,
    private readonly analyze: AnalyzeDeps,
    private readonly logger: Logger,
    private readonly options: RunnerOptions,
  ) {}

  /** Hands back rows a dead process had claimed, then resumes every unfinished job in creation order. */
  async start(): Promise<void> {
    const released = await releaseClaims(this.db);
    const ids = await unfinishedJobIds(this.db);
    if (ids.length > 0 || released > 0) {
      this.logger.info({ jobs: ids.length, releasedRows: released }, 'resuming unfinished bulk jobs');
    }
    for (const id of ids) {
      this.enqueue(id);
    }
  }

  /** Call only after the transaction that created the job has committed. */
  enqueue(jobId: string): void {
    if (this.stopped || this.queue.includes(jobId)) {
      return;
    }
    this.queue.push(jobId);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Lets in-flight rows finish and store their result; rows not started stay pending for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.draining;
    for (const hook of this.stopHooks) {
      await hook();
    }
  }

  /** Resources to release after the last row has stored its result (the fetcher's sockets). */
  onStop(hook: () => Promise<void>): void {
    this.stopHooks.push(hook);
  }

  /** Seconds left from the rate measured in this process; null until at least one row has finished. */
  estimateSeconds(jobId: string, remaining: number): number | null {
    const rate = this.rates.get(jobId);
    if (!rate || rate.done === 0) {
      return remaining === 0 ? 0 : null;
    }
    const perSecond = rate.done / Math.max(0.001, (Date.now() - rate.startedAt) / 1000);
    return Math.round(remaining / perSecond);
  }

  currentRow(jobId: string): CurrentRow | undefined {
    return this.current.get(jobId);
  }

  /** Resolves once the queue is empty (tests and the bench wait on it). */
  async idle(): Promise<void> {
    while (this.draining) {
      await this.draining;
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.stopped) {
      const jobId = this.queue[0]!;
      try {
        await this.runJob(jobId);
      } catch (err) {
        this.logger.error({ err, jobId }, 'bulk job failed');
        await patchJob(this.db, jobId, {
          status: 'failed',
          errorMessage: err instanceof Error ? err.message.slice(0, 500) : String(err),
          processingCompleted: new Date(),
        }).catch(() => undefined);
      } finally {
        this.queue.shift();
        this.rates.delete(jobId);
        this.current.delete(jobId);
      }
    }
  }

  private async runJob(jobId: string): Promise<void> {
    const job = await getJob(this.db, jobId);
    if (!job || (job.status !== 'pending' && job.status !== 'processing')) {
      return;
    }
    await patchJob(this.db, jobId, { status: 'processing', processingStarted: job.processingStarted ?? new Date() });
    const ctx: JobContext = { id: job.id, language: job.language, keywords: job.keywords };
    // Same URL twice in a job: fetched and analysed once (keyed by URL, in memory); each row's alt is then
    // composed from the shared facts and that row's own product (patchForSharedUrl), never copied from another product.
    const byUrl = new Map<string, Promise<UrlOutcome>>();
    const rate: Rate = { startedAt: Date.now(), done: 0 };
    this.rates.set(jobId, rate);
    const worker = async (): Promise<void> => {
      while (!this.stopped) {
        const [row] = await claimRows(this.db, jobId, 1);
        if (!row) {
          return;
        }
        const shared = byUrl.get(row.shopifyUrl);
        let patch;
        if (shared) {
          patch = patchForSharedUrl(await shared, ctx, row);
        } else {
          const outcome = analyzeRow(this.analyze, ctx, row);
          byUrl.set(row.shopifyUrl, outcome);
          patch = (await outcome).patch;
        }
        await completeRow(this.db, row, patch);
        rate.done += 1;
        this.current.set(jobId, {
          title: row.title || row.shopifyUrl,
          status: patch.processingStatus,
          generatedAlt: patch.generatedAlt ?? null,
        });
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    if (this.stopped || (await countUnfinished(this.db, jobId)) > 0) {
      // Stopping, or rows held by another server instance: whoever finishes the last row completes the job.
      return;
    }
    await this.finish(job);
  }

  private async finish(job: JobRow): Promise<void> {
    const fresh = (await getJob(this.db, job.id)) ?? job;
    const out = await writeJobOutput(this.db, this.options.dataDir, fresh);
    await patchJob(this.db, job.id, { status: 'completed', enhancedFilePath: out, processingCompleted: new Date() });
    const seconds = (Date.now() - (fresh.processingStarted ?? fresh.createdAt).getTime()) / 1000;
    this.logger.info(
      { jobId: job.id, total: fresh.totalProducts, ok: fresh.successfulProducts, failed: fresh.errorProducts, seconds },
      'bulk job completed',
    );
  }
}
