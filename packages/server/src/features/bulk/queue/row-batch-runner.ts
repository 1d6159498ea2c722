import type { Db } from '../../../core/db/client.ts';
import { claimRowsById, releaseRows, storeOutcomes, type ClaimedRow } from '../../../core/jobs/claim.repository.ts';
import { getJob } from '../../../core/jobs/job.repository.ts';
import { DEFAULT_HOST_TIMEOUTS } from '../../../core/load-limits.ts';
import type { RowPatch } from '../../../core/jobs/result.repository.ts';
import {
  analyzeRow,
  ownWork,
  workForSharedUrl,
  type AnalyzeDeps,
  type JobContext,
  type RowWork,
  type UrlOutcome,
} from '../jobs/analyze-row.ts';
import { HostBreaker } from '../jobs/host-breaker.ts';
import { rowMessage } from '../messages.ts';
import type { RowBatch } from './row-queue.ts';

/** Image URLs whose outcome a worker keeps for later rows of the same job (facts are a few KB each). */
const SHARED_URLS_KEPT = 2000;
const JOBS_KEPT = 100;

/** What became of a slice: every row stored, or the worker is stopping and its unstarted rows are pending again. */
export type BatchResult = 'done' | 'handed-back';

/**
 * Runs one queue slice in a worker process: claims the slice's rows that have no outcome yet, fetches and analyses them
 * one after the other (the worker runs several slices at once), and stores each outcome as soon as it is known, with
 * the status guard of storeOutcomes, so a row is stored and counted once however many times its slice runs. A URL
 * already analysed for the same job in this process is not fetched again (workForSharedUrl), as in the in-process
 * runner.
 */
export class RowBatchRunner {
  private stopping = false;
  private readonly byUrl = new Map<string, Promise<UrlOutcome>>();
  private readonly jobs = new Map<string, Promise<JobContext | null>>();
  /** Each job's failing-host breaker in this worker (issue 23, item 5): counted per process, not across the fleet. */
  private readonly breakers = new Map<string, HostBreaker>();

  constructor(
    private readonly db: Db,
    private readonly analyze: AnalyzeDeps,
    private readonly hostTimeouts: number = DEFAULT_HOST_TIMEOUTS,
  ) {}

  /** No row is started after this; rows in flight finish and store their outcome. */
  stop(): void {
    this.stopping = true;
  }

  async run(batch: RowBatch): Promise<BatchResult> {
    const job = await this.context(batch.jobId);
    if (!job) {
      return 'done';
    }
    const rows = await claimRowsById(this.db, batch.rowIds);
    const stores: Array<Promise<number>> = [];
    try {
      for (const [i, row] of rows.entries()) {
        if (this.stopping) {
          await releaseRows(
            this.db,
            rows.slice(i).map((r) => r.id),
          );
          return 'handed-back';
        }
        // Stored while the next row is fetched: the database write is off the row's path.
        stores.push(storeOutcomes(this.db, [{ row, ...(await this.workFor(job, row)) }]));
      }
      return 'done';
    } finally {
      await Promise.all(stores);
    }
  }

  /** A slice the queue gave up on (it failed every attempt): its rows that have no outcome yet are stored as failed. */
  async failRows(batch: RowBatch): Promise<void> {
    const job = await this.context(batch.jobId);
    const rows = await claimRowsById(this.db, batch.rowIds);
    const patch: RowPatch = {
      processingStatus: 'failed',
      errorMessage: rowMessage('analysisFailed', job?.language ?? 'en'),
      generatedAlt: null,
      characterCount: 0,
    };
    await storeOutcomes(
      this.db,
      rows.map((row) => ({ row, patch })),
    );
  }

  private async workFor(job: JobContext, row: ClaimedRow): Promise<RowWork> {
    const key = `${job.id} ${row.shopifyUrl}`;
    const shared = this.byUrl.get(key);
    if (shared) {
      return workForSharedUrl(await shared, job, row);
    }
    let breaker = this.breakers.get(job.id);
    if (!breaker) {
      breaker = new HostBreaker(this.hostTimeouts);
      remember(this.breakers, job.id, breaker, JOBS_KEPT);
    }
    const outcome = analyzeRow(this.analyze, job, row, { breaker });
    remember(this.byUrl, key, outcome, SHARED_URLS_KEPT);
    return ownWork(await outcome);
  }

  /** The job's language and keywords (they never change); null for a job deleted or no longer running. */
  private context(jobId: string): Promise<JobContext | null> {
    const known = this.jobs.get(jobId);
    if (known) {
      return known;
    }
    const loaded = getJob(this.db, jobId).then((job) =>
      job && (job.status === 'pending' || job.status === 'processing')
        ? { id: job.id, language: job.language, keywords: job.keywords }
        : null,
    );
    remember(this.jobs, jobId, loaded, JOBS_KEPT);
    // A failed read is not kept: the slice is tried again.
    loaded.catch(() => this.jobs.delete(jobId));
    return loaded;
  }
}

/** Keeps at most `max` entries, the oldest going first. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.set(key, value);
  if (map.size > max) {
    map.delete(map.keys().next().value!);
  }
}
