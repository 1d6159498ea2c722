import { stat } from 'node:fs/promises';
import { LIMITS, XLSX_MIME, type ProgressResponse, type ResultsResponse } from '@alt-optimizer/contract';
import type { Db } from '../../../core/db/client.ts';
import type { JobRow, ResultRowDb } from '../../../core/db/schema.ts';
import { AppError } from '../../../core/errors/index.ts';
import { requireJob, toResultRow } from '../../../core/jobs/job-access.ts';
import { jobEngines } from '../../../core/jobs/job-engines.ts';
import { allResults, lastEditAt, lastFinishedRow, urlsInOrder } from '../../../core/jobs/result.repository.ts';
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

/** Rows the quality metrics judge: every row the job was to write, failed ones included; kept alts were never analysed. */
export function measuredRows(rows: ResultRowDb[]): ResultRowDb[] {
  return rows.filter((r) => r.processingStatus !== 'skipped');
}

/**
 * The report's quality metrics, each a share of every row the job was to write (a failed row counts against all
 * three; README "Quality metrics" defines them): seoOptimized = rows whose alt passes every rule of the engine's
 * checkAlt; visualAnalysisQuality = rows whose image the engine described without asking for a review (or that a
 * person approved, edited or regenerated); characterLimitCompliance = rows with an alt of at most 125 characters.
 */
export function qualityMetrics(rows: ResultRowDb[]): ResultsResponse['qualityMetrics'] {
  const measured = measuredRows(rows);
  const withAlt = measured.filter((r) => r.processingStatus === 'success' && r.generatedAlt !== null);
  return {
    seoOptimized: percent(withAlt.filter((r) => (r.violations ?? []).length === 0).length, measured.length),
    visualAnalysisQuality: percent(withAlt.filter((r) => !r.needsReview).length, measured.length),
    characterLimitCompliance: percent(withAlt.filter((r) => (r.generatedAlt ?? '').length <= LIMITS.altMaxChars).length, measured.length),
  };
}

export async function jobResults(db: Db, jobId: string): Promise<ResultsResponse> {
  const job = await requireJob(db, jobId);
  const rows = await allResults(db, jobId);
  const alts = rows.filter((r) => r.generatedAlt);
  const end = job.processingCompleted ?? new Date();
  const start = job.processingStarted ?? job.createdAt;
  return {
    totalProducts: job.totalProducts,
    successfulProducts: job.successfulProducts,
    errorProducts: job.errorProducts,
    averageAltLength: alts.length === 0 ? 0 : Math.round((alts.reduce((s, r) => s + r.characterCount, 0) / alts.length) * 10) / 10,
    processingTime: Math.max(0, Math.round((end.getTime() - start.getTime()) / 100) / 10),
    qualityMetrics: qualityMetrics(rows),
    measuredRows: measuredRows(rows).length,
    needsReviewCount: rows.filter((r) => r.needsReview).length,
    downloadFileName: downloadFileName(job),
    engines: jobEngines(job),
    // Deleted by the retention sweep (file-retention.ts), as downloadFile's 410 says.
    filesExpired: job.status === 'completed' && !job.sourceFilePath,
    results: rows.map(toResultRow),
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
