import { stat } from 'node:fs/promises';
import { LIMITS, XLSX_MIME, type ProgressResponse, type ResultRow, type ResultsResponse } from '@alt-optimizer/contract';
import { checkAlt } from '@alt-optimizer/engine';
import type { Db } from '../../../core/db/client.ts';
import type { ResultRowDb } from '../../../core/db/schema.ts';
import { AppError } from '../../../core/errors/index.ts';
import { isUuid, requireJob, toResultRow } from '../../../core/jobs/job-access.ts';
import { editResultAlt, getResult, lastEditAt, lastFinishedRow, listResults } from '../../../core/jobs/result.repository.ts';
import { BULK_ERRORS } from '../messages.ts';
import { detectCsvEncoding } from '../spreadsheet/csv-encoding.ts';
import { downloadFileName, fileFormatOf, writeJobOutput } from './job-output.ts';

export interface LiveJobInfo {
  estimateSeconds(jobId: string, remaining: number): number | null;
  currentRow(jobId: string): ProgressResponse['currentProduct'] | undefined;
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
    estimatedTimeRemaining: job.status === 'completed' ? 0 : live.estimateSeconds(jobId, remaining),
    currentProduct:
      running ?? (last ? { title: last.title || last.shopifyUrl, status: last.processingStatus, generatedAlt: last.generatedAlt } : null),
  };
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/**
 * Quality metrics from the rule checks stored per row (engine's checkAlt), over the rows whose alt this job wrote
 * (or the merchant edited): seoOptimized = share with no rule violated; visualAnalysisQuality = mean checkAlt score;
 * characterLimitCompliance = share within 125 characters. Kept alts are left out: their images were never analysed,
 * so they say nothing of the analysis (a file of kept alts would otherwise read as a perfect job).
 */
export function qualityMetrics(rows: ResultRowDb[]): ResultsResponse['qualityMetrics'] {
  const withAlt = rows.filter((r) => r.processingStatus === 'success' && r.generatedAlt !== null);
  const clean = withAlt.filter((r) => (r.violations ?? []).length === 0).length;
  const scored = withAlt.filter((r) => r.qualityScore !== null);
  const meanScore = scored.length === 0 ? 0 : scored.reduce((s, r) => s + (r.qualityScore ?? 0), 0) / scored.length;
  const within = withAlt.filter((r) => (r.generatedAlt ?? '').length <= LIMITS.altMaxChars).length;
  return {
    seoOptimized: percent(clean, withAlt.length),
    visualAnalysisQuality: Math.round(meanScore * 10) / 10,
    characterLimitCompliance: percent(within, withAlt.length),
  };
}

export async function jobResults(db: Db, jobId: string): Promise<ResultsResponse> {
  const job = await requireJob(db, jobId);
  const rows = await listResults(db, jobId);
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
    needsReviewCount: rows.filter((r) => r.needsReview).length,
    results: rows.map(toResultRow),
  };
}

/** Inline edit from the completed step: checked by the engine's rules, counted as a success, no longer to review. */
export async function editAlt(db: Db, jobId: string, resultId: string, alt: string): Promise<ResultRow> {
  const job = await requireJob(db, jobId);
  const row = isUuid(resultId) ? await getResult(db, jobId, resultId) : undefined;
  if (!row) {
    throw new AppError(BULK_ERRORS.resultNotFound);
  }
  if (row.processingStatus === 'pending' || row.processingStatus === 'processing') {
    // The runner would overwrite it: edits are for rows that have an outcome.
    throw new AppError(BULK_ERRORS.jobNotCompleted);
  }
  const check = checkAlt(alt, {
    language: job.language,
    title: row.title,
    description: row.description ?? undefined,
    keywords: job.keywords,
    maxLength: LIMITS.altMaxChars,
  });
  return toResultRow(await editResultAlt(db, row, { alt, score: check.score, violations: check.violations }));
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
