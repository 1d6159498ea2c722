import { HAND_EDITED_ENGINE, type Language, type ResultRow } from '@alt-optimizer/contract';
import type { AltEngine } from '@alt-optimizer/engine';
import type { Db } from '../../../core/db/client.ts';
import type { JobRow, ResultRowDb } from '../../../core/db/schema.ts';
import { AppError } from '../../../core/errors/index.ts';
import { isUuid, requireJob, toResultRow } from '../../../core/jobs/job-access.ts';
import { recordJobEngine } from '../../../core/jobs/job-engines.ts';
import { getResult, reviewResult } from '../../../core/jobs/result.repository.ts';
import type { Logger } from '../../../core/logger.ts';
import type { ImageFetcher } from '../../../core/net/fetch-image.ts';
import { checkRowAlt, rowContext, successPatch } from '../jobs/analyze-row.ts';
import { BULK_ERRORS, rowMessage } from '../messages.ts';
import { REVIEW_ERRORS } from './review.messages.ts';

/**
 * What a person does with a completed job's rows (beyond the spec): edit an alt, approve one the engine was unsure
 * of, or have one row analysed again with other keywords. Each is stored at once and the next download carries it.
 */

/** The job and one of its rows that already has an outcome (a row still in the runner's hands would be overwritten). */
async function requireFinishedRow(db: Db, jobId: string, resultId: string): Promise<{ job: JobRow; row: ResultRowDb }> {
  const job = await requireJob(db, jobId);
  const row = isUuid(resultId) ? await getResult(db, jobId, resultId) : undefined;
  if (!row) {
    throw new AppError(BULK_ERRORS.resultNotFound);
  }
  if (row.processingStatus === 'pending' || row.processingStatus === 'processing') {
    throw new AppError(BULK_ERRORS.jobNotCompleted);
  }
  return { job, row };
}

/** Inline edit: checked by the engine's rules, counted as a success, no longer to review. */
export async function editAlt(db: Db, jobId: string, resultId: string, alt: string): Promise<ResultRow> {
  const { job, row } = await requireFinishedRow(db, jobId, resultId);
  const stored = await storeOwnAlt(db, job, row, alt);
  // A person wrote this alt: the job's "written by" says so ("edited by hand"), never the engine's name alone.
  await recordJobEngine(db, job.id, HAND_EDITED_ENGINE);
  return stored;
}

/** A person's alt for the row (typed, or the one the source had), judged by the engine's rules, no longer to review. */
async function storeOwnAlt(db: Db, job: JobRow, row: ResultRowDb, alt: string): Promise<ResultRow> {
  const check = checkRowAlt(alt, job, row);
  return toResultRow(
    await reviewResult(db, row, {
      generatedAlt: alt,
      characterCount: alt.length,
      qualityScore: check.score,
      violations: check.violations,
      needsReview: false,
    }),
  );
}

/** A person checked the engine's alt and keeps it: the review flag is cleared (ALT_Status `success` in the download). */
export async function approveResult(db: Db, jobId: string, resultId: string): Promise<ResultRow> {
  const { row } = await requireFinishedRow(db, jobId, resultId);
  if (row.processingStatus !== 'success' || row.generatedAlt === null) {
    throw new AppError(REVIEW_ERRORS.nothingToApprove);
  }
  return toResultRow(await reviewResult(db, row, { needsReview: false }));
}

/**
 * The merchant keeps the alt the source already had (issue 25) instead of the engine's: one click in the report.
 * Stored like an edit (the download writes it), judged by the same rules, no longer to review.
 */
export async function keepOldAlt(db: Db, jobId: string, resultId: string): Promise<ResultRow> {
  const { job, row } = await requireFinishedRow(db, jobId, resultId);
  const old = row.oldAlt?.trim();
  if (!old) {
    throw new AppError(REVIEW_ERRORS.noOldAlt);
  }
  return storeOwnAlt(db, job, row, old);
}

export interface RegenerateDeps {
  db: Db;
  engine: AltEngine;
  fetcher: ImageFetcher;
  logger: Logger;
}

/**
 * The row's image is fetched again through the SSRF-guarded fetcher and analysed with other keywords (the job's
 * keywords stay as they were). The engine's new review flag is kept: a person approves the new alt if it is unsure.
 * A failed fetch or analysis leaves the row as it was and answers 422 naming the reason in the answer's language.
 */
export async function regenerateResult(
  deps: RegenerateDeps,
  jobId: string,
  resultId: string,
  keywords: string[],
  answerLanguage: Language,
): Promise<ResultRow> {
  const { job, row } = await requireFinishedRow(deps.db, jobId, resultId);
  const started = performance.now();
  const fetched = await deps.fetcher.fetch(row.shopifyUrl);
  if (!fetched.ok) {
    throw new AppError(REVIEW_ERRORS.regenerateFailed, { detail: rowMessage(fetched.reason, answerLanguage, fetched.params) });
  }
  let result;
  try {
    result = await deps.engine.analyze(fetched.bytes, rowContext({ id: job.id, language: job.language, keywords }, row));
  } catch (err) {
    deps.logger.error({ err, jobId, resultId }, 'engine failed regenerating a bulk row');
    throw new AppError(REVIEW_ERRORS.regenerateFailed, { detail: rowMessage('analysisFailed', answerLanguage) });
  }
  // The row's status and error follow from the new alt (reviewResult): a failed row becomes a success.
  const { processingStatus: _status, errorMessage: _error, ...outcome } = successPatch(result, started);
  const stored = await reviewResult(deps.db, row, outcome);
  // The job's "written by" names every engine behind its alts, this one included (it may differ from the job's own).
  await recordJobEngine(deps.db, job.id, result.engine);
  return toResultRow(stored);
}
