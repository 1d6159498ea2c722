import { stat } from 'node:fs/promises';
import { LIMITS, XLSX_MIME, type ProgressResponse, type ResultsPage, type ResultsResponse } from '@alt-optimizer/contract';
import type { Db } from '../../../core/db/client.ts';
import type { JobRow } from '../../../core/db/schema.ts';
import { AppError } from '../../../core/errors/index.ts';
import { requireJob, toResultRow } from '../../../core/jobs/job-access.ts';
import { jobEngines } from '../../../core/jobs/job-engines.ts';
import { lastEditAt, lastFinishedRow, urlsInOrder } from '../../../core/jobs/result.repository.ts';
import {
  decodeCursor,
  encodeCursor,
  failureMessages,
  resultCounts,
  resultPage,
  resultsGeneration,
  type ResultCounts,
} from '../../../core/jobs/result-page.repository.ts';
import { parseResultsPageQuery } from '../bulk.schema.ts';
import { BULK_ERRORS } from '../messages.ts';
import { detectCsvEncoding } from '../spreadsheet/csv-encoding.ts';
import { JobEtas } from './eta.ts';
import { downloadFileName, fileFormatOf, writeJobOutput } from './job-output.ts';

export interface LiveJobInfo {
  estimateSeconds(jobId: string, remaining: number): number | null;
  currentRow(jobId: string): ProgressResponse['currentProduct'] | undefined;
}

const etas = new JobEtas();

/**
 * Seconds left: while the job runs, the smoothed estimate in work units (eta.ts: a repeated URL costs almost nothing);
 * the runner's rows-per-second figure until that has two polls to go on, or for a job not running.
 */
async function timeLeft(db: Db, job: JobRow, live: LiveJobInfo, remaining: number): Promise<number | null> {
  if (job.status !== 'processing') {
    etas.forget(job.id);
    return job.status === 'completed' ? 0 : live.estimateSeconds(job.id, remaining);
  }
  const smoothed = await etas.estimate(job.id, job.processedProducts, Date.now(), () => urlsInOrder(db, job.id));
  return smoothed ?? live.estimateSeconds(job.id, remaining);
}

export async function jobProgress(db: Db, jobId: string, live: LiveJobInfo): Promise<ProgressResponse> {
  const job = await requireJob(db, jobId);
  // The runner knows the row it just stored; the database answers for jobs it is not running (finished, queued).
  const running = live.currentRow(jobId);
  const last = running ? undefined : await lastFinishedRow(db, jobId);
  const remaining = job.totalProducts - job.processedProducts;
  return {
    status: job.status,
    totalProducts: job.totalProducts,
    processedProducts: job.processedProducts,
    successfulProducts: job.successfulProducts,
    errorProducts: job.errorProducts,
    estimatedTimeRemaining: await timeLeft(db, job, live, remaining),
    currentProduct:
      running ??
      (last
        ? {
            title: last.title || last.shopifyUrl,
            status: last.processingStatus,
            generatedAlt: last.generatedAlt,
            resultId: last.id,
            imageUrl: last.shopifyUrl,
          }
        : null),
  };
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/**
 * The report's quality metrics, each a share of every row the job was to write (a failed row counts against all
 * three; kept alts were never analysed and are left out; README "Quality metrics" defines them): seoOptimized = rows
 * whose alt passes every rule of the engine's checkAlt; visualAnalysisQuality = rows whose image the engine described
 * without asking for a review (or that a person approved, edited or regenerated); characterLimitCompliance = rows
 * with an alt of at most 125 characters. From the database's counts (resultCounts), never from the rows themselves.
 */
export function qualityMetrics(c: ResultCounts): ResultsResponse['qualityMetrics'] {
  return {
    seoOptimized: percent(c.ruleClean, c.measured),
    visualAnalysisQuality: percent(c.unflagged, c.measured),
    characterLimitCompliance: percent(c.withinLimit, c.measured),
  };
}

/** A keyset page of the job's rows, `query` as the route received it (resultsPageQuerySchema; a bad cursor is a 400). */
export async function jobResultsPage(db: Db, jobId: string, query: unknown): Promise<ResultsPage> {
  const { after, limit, filter } = parseResultsPageQuery(query);
  await requireJob(db, jobId);
  const cursor = after === undefined ? null : decodeCursor(after);
  if (after !== undefined && !cursor) {
    throw new AppError(BULK_ERRORS.badResultsPage, { max: LIMITS.resultsPageMaxRows });
  }
  const page = await resultPage(db, jobId, { after: cursor, limit, filter });
  return { results: page.rows.map(toResultRow), nextCursor: page.next ? encodeCursor(page.next) : null };
}

/**
 * Summaries computed in the last SUMMARY_TTL_MS, by job, page size and generation: readers of one job share one
 * aggregate (issue 23 #4: 32 readers in a loop cost one every 2 s, not 32 each turn). A change to the job's rows made
 * through this process starts a new generation at once (resultsChanged); one made through another server instance (PostgreSQL) shows
 * within the TTL.
 */
const SUMMARY_TTL_MS = 2000;
const summaries = new Map<string, Promise<ResultsResponse>>();
/**
 * GET /api/results/{jobId}: the job's summary (counts by status, quality metrics, failure messages), aggregated by
 * the database, with the first page of its rows. Its size does not grow with the job.
 */
export async function jobResults(db: Db, jobId: string, query: unknown = {}): Promise<ResultsResponse> {
  const { limit } = parseResultsPageQuery(query);
  const key = `${jobId}:${limit}:${resultsGeneration(jobId)}`;
  let summary = summaries.get(key);
  if (!summary) {
    summary = computeResults(db, jobId, limit);
    summaries.set(key, summary);
    const forget = () => setTimeout(() => summaries.delete(key), SUMMARY_TTL_MS).unref();
    // A failed read is not kept: the next reader tries again.
    summary.then(forget, () => summaries.delete(key));
  }
  return summary;
}

async function computeResults(db: Db, jobId: string, limit: number): Promise<ResultsResponse> {
  const job = await requireJob(db, jobId);
  const [c, failures, first] = await Promise.all([
    resultCounts(db, jobId),
    failureMessages(db, jobId, LIMITS.resultsFailureMessages),
    resultPage(db, jobId, { after: null, limit, filter: 'all' }),
  ]);
  const end = job.processingCompleted ?? new Date();
  const start = job.processingStarted ?? job.createdAt;
  return {
    totalProducts: job.totalProducts,
    successfulProducts: job.successfulProducts,
    errorProducts: job.errorProducts,
    averageAltLength: c.altRows === 0 ? 0 : Math.round((c.altChars / c.altRows) * 10) / 10,
    processingTime: Math.max(0, Math.round((end.getTime() - start.getTime()) / 100) / 10),
    qualityMetrics: qualityMetrics(c),
    measuredRows: c.measured,
    needsReviewCount: c.needsReview,
    downloadFileName: downloadFileName(job),
    engines: jobEngines(job),
    // Deleted by the retention sweep (file-retention.ts), as downloadFile's 410 says.
    filesExpired: job.status === 'completed' && !job.sourceFilePath,
    statusCounts: { success: c.success, failed: c.failed, skipped: c.skipped, pending: c.pending },
    failureMessages: failures,
    results: first.rows.map(toResultRow),
    nextCursor: first.next ? encodeCursor(first.next) : null,
  };
}

export interface DownloadFile {
  path: string;
  fileName: string;
  contentType: string;
}

/** The enhanced file, rewritten first when the merchant edited alts after it was written. */
export async function downloadFile(db: Db, dataDir: string, jobId: string): Promise<DownloadFile> {
  const job = await requireJob(db, jobId);
  if (job.status === 'failed') {
    throw new AppError(BULK_ERRORS.jobFailed, { detail: job.errorMessage ?? '' });
  }
  if (job.status !== 'completed') {
    throw new AppError(BULK_ERRORS.jobNotCompleted);
  }
  if (!job.sourceFilePath) {
    // Deleted by the retention sweep (file-retention.ts).
    throw new AppError(BULK_ERRORS.filesExpired);
  }
  let path = job.enhancedFilePath;
  const edited = await lastEditAt(db, jobId);
  const written = path
    ? await stat(path).then(
        (s) => s.mtime,
        () => null,
      )
    : null;
  if (!path || !written || (edited && edited > written)) {
    path = await writeJobOutput(db, dataDir, job);
  }
  // A CSV goes back in the encoding it came in (French Excel: Windows-1252); the header says which.
  const contentType = fileFormatOf(job) === 'xlsx' ? XLSX_MIME : `text/csv; charset=${await detectCsvEncoding(path)}`;
  return { path, fileName: downloadFileName(job), contentType };
}
