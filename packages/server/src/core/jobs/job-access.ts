import type { ResultRow } from '@alt-optimizer/contract';
import type { Db } from '../db/client.ts';
import type { JobRow, ResultRowDb } from '../db/schema.ts';
import { AppError, ERRORS } from '../errors/index.ts';
import { getJob } from './job.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: a malformed one cannot exist, and PostgreSQL would throw on the uuid cast. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** The job named in a URL, or the one 404 "Job not found" (bulk and admin answer it the same way). */
export async function requireJob(db: Db, jobId: string): Promise<JobRow> {
  const job = isUuid(jobId) ? await getJob(db, jobId) : undefined;
  if (!job) {
    throw new AppError(ERRORS.jobNotFound);
  }
  return job;
}

/**
 * The one mapping from a stored row to the API's result row (GET /results, the inline edit's answer; the
 * admin list narrows it with its own contract schema). API order stays the sheet's order.
 */
export function toResultRow(r: ResultRowDb): ResultRow {
  return {
    id: r.id,
    productId: r.productId,
    title: r.title,
    shopifyUrl: r.shopifyUrl,
    generatedAlt: r.generatedAlt,
    processingStatus: r.processingStatus,
    errorMessage: r.errorMessage,
    characterCount: r.characterCount,
    needsReview: r.needsReview,
    ...oldAltOf(r),
  };
}

/** A row's old alt and the engine's verdict on it (issue 25), as the report and the v1 API answer them. */
export function oldAltOf(
  r: Pick<ResultRowDb, 'oldAlt' | 'oldAltVerdict' | 'oldAltReasons'>,
): Pick<ResultRow, 'oldAlt' | 'oldAltVerdict' | 'oldAltReasons'> {
  return { oldAlt: r.oldAlt, oldAltVerdict: r.oldAltVerdict, oldAltReasons: r.oldAltReasons ?? [] };
}
