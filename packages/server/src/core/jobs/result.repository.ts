import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { processingJobs, productResults, type NewResultRowDb, type ResultRowDb } from '../db/schema.ts';

/**
 * product_results: the only module that reads or writes it. One row per image of a bulk job; the job's
 * counters move in the same statement as the row they count (completeRow, reviewResult).
 */

/** 'processing' marks a row claimed by a worker that has not stored its outcome yet. */
export const CLAIMED = 'processing';

/** The columns one image's outcome fills (from the engine, a failure, or the alt the file already had). */
type OutcomeColumns =
  | 'generatedAlt'
  | 'errorMessage'
  | 'characterCount'
  | 'processingTime'
  | 'imageType'
  | 'confidence'
  | 'qualityScore'
  | 'violations'
  | 'needsReview';

/** A row as the upload creates it: every column the batch insert writes, nothing else. */
export type NewJobResult = Pick<
  NewResultRowDb,
  'rowIndex' | 'imageIndex' | 'productId' | 'title' | 'description' | 'shopifyUrl' | 'processingStatus' | OutcomeColumns
>;

/**
 * One statement per few thousand rows, the rows passed as a single JSON parameter: a 100k-row catalogue
 * inserts in seconds instead of the minutes that one bind parameter per cell costs (PGlite and PostgreSQL alike).
 * Called by insertJobWithRows inside its transaction.
 */
export async function insertResultBatch(db: Db, jobId: string, rows: NewJobResult[]): Promise<void> {
  const payload = JSON.stringify(
    rows.map((r) => ({
      row_index: r.rowIndex,
      image_index: r.imageIndex ?? 0,
      product_id: r.productId ?? null,
      title: r.title ?? '',
      description: r.description ?? null,
      shopify_url: r.shopifyUrl ?? '',
      processing_status: r.processingStatus ?? 'pending',
      error_message: r.errorMessage ?? null,
      generated_alt: r.generatedAlt ?? null,
      character_count: r.characterCount ?? 0,
      processing_time: r.processingTime ?? null,
      image_type: r.imageType ?? null,
      confidence: r.confidence ?? null,
      quality_score: r.qualityScore ?? null,
      violations: r.violations ?? null,
      needs_review: r.needsReview ?? false,
    })),
  );
  await db.execute(sql`
    insert into product_results (job_id, row_index, image_index, product_id, title, description, shopify_url,
      processing_status, error_message, generated_alt, character_count, processing_time, image_type, confidence,
      quality_score, violations, needs_review)
    select ${jobId}::uuid, x.row_index, x.image_index, x.product_id, x.title, x.description, x.shopify_url,
      x.processing_status, x.error_message, x.generated_alt, x.character_count, x.processing_time, x.image_type,
      x.confidence, x.quality_score, x.violations, x.needs_review
    from jsonb_to_recordset(${payload}::jsonb) as x(row_index int, image_index int, product_id text, title text,
      description text, shopify_url text, processing_status text, error_message text, generated_alt text,
      character_count int, processing_time int, image_type text, confidence real, quality_score int, violations jsonb,
      needs_review boolean)`);
}

/** What a worker needs of a claimed row. */
export type ClaimedRow = Pick<
  ResultRowDb,
  'id' | 'jobId' | 'rowIndex' | 'imageIndex' | 'productId' | 'title' | 'description' | 'shopifyUrl'
>;

/**
 * Atomically takes up to `limit` pending rows of a job in one statement. SKIP LOCKED lets several
 * workers (or server instances on PostgreSQL) claim at once without ever getting the same row.
 */
export async function claimRows(db: Db, jobId: string, limit: number): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update product_results set processing_status = ${CLAIMED}, updated_at = now()
    where id in (
      select id from product_results
      where job_id = ${jobId} and processing_status = 'pending'
      order by row_index, image_index
      limit ${limit}
      for update skip locked
    )
    returning id, job_id, row_index, image_index, product_id, title, description, shopify_url`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: String(r.id),
    jobId: String(r.job_id),
    rowIndex: Number(r.row_index),
    imageIndex: Number(r.image_index),
    productId: (r.product_id as string | null) ?? null,
    title: String(r.title ?? ''),
    description: (r.description as string | null) ?? null,
    shopifyUrl: String(r.shopify_url ?? ''),
  }));
  return rows.sort((x, y) => x.rowIndex - y.rowIndex || x.imageIndex - y.imageIndex);
}

/** At start-up: rows claimed by a process that died are handed back, so they are neither lost nor doubled. */
export async function releaseClaims(db: Db): Promise<number> {
  const released = await db
    .update(productResults)
    .set({ processingStatus: 'pending' })
    .where(eq(productResults.processingStatus, CLAIMED))
    .returning({ id: productResults.id });
  return released.length;
}

/** A worker's outcome for one claimed row. */
export type RowPatch = Pick<NewResultRowDb, OutcomeColumns> & { processingStatus: 'success' | 'failed' };

/**
 * Stores one row's outcome and bumps the job counters in one statement (atomic, one round trip: this
 * runs once per image). The status guard means a row is counted once even if two writers race on it.
 */
export async function completeRow(db: Db, row: Pick<ResultRowDb, 'id' | 'jobId'>, patch: RowPatch): Promise<boolean> {
  const success = patch.processingStatus === 'success' ? 1 : 0;
  const violations = patch.violations === undefined || patch.violations === null ? null : JSON.stringify(patch.violations);
  const result = await db.execute(sql`
    with stored as (
      update product_results set
        processing_status = ${patch.processingStatus},
        generated_alt = ${patch.generatedAlt ?? null},
        error_message = ${patch.errorMessage ?? null},
        character_count = ${patch.characterCount ?? 0},
        processing_time = ${patch.processingTime ?? null},
        image_type = ${patch.imageType ?? null},
        confidence = ${patch.confidence ?? null},
        quality_score = ${patch.qualityScore ?? null},
        violations = ${violations}::jsonb,
        needs_review = ${patch.needsReview ?? false},
        updated_at = now()
      where id = ${row.id} and processing_status = ${CLAIMED}
      returning id
    )
    update processing_jobs set
      processed_products = processed_products + 1,
      successful_products = successful_products + ${success},
      error_products = error_products + ${1 - success}
    where id = ${row.jobId} and exists (select 1 from stored)
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function countUnfinished(db: Db, jobId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productResults)
    .where(and(eq(productResults.jobId, jobId), inArray(productResults.processingStatus, ['pending', CLAIMED])));
  return Number(r?.n ?? 0);
}

/** A job's rows in sheet order, so lists match the file the merchant uploaded; every row unless paged. */
export async function listResults(db: Db, jobId: string, page?: { limit: number; offset: number }): Promise<ResultRowDb[]> {
  const query = db
    .select()
    .from(productResults)
    .where(eq(productResults.jobId, jobId))
    .orderBy(asc(productResults.rowIndex), asc(productResults.imageIndex));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** The last row finished, for the progress "current product". */
export async function lastFinishedRow(db: Db, jobId: string): Promise<ResultRowDb | undefined> {
  const [row] = await db
    .select()
    .from(productResults)
    .where(and(eq(productResults.jobId, jobId), inArray(productResults.processingStatus, ['success', 'failed'])))
    .orderBy(sql`${productResults.updatedAt} desc`)
    .limit(1);
  return row;
}

export async function getResult(db: Db, jobId: string, resultId: string): Promise<ResultRowDb | undefined> {
  const [row] = await db
    .select()
    .from(productResults)
    .where(and(eq(productResults.jobId, jobId), eq(productResults.id, resultId)))
    .limit(1);
  return row;
}

/**
 * What a person's action after the run changes in a row: an inline edit (the alt), an approval (the review flag)
 * or a regeneration (the engine's whole outcome). A row that gets an alt is a success.
 */
export type ReviewPatch = Partial<Pick<NewResultRowDb, Exclude<OutcomeColumns, 'errorMessage'>>>;

/**
 * Stores a person's action on a row: marked `edited` (the download is written again when an edit is newer than
 * the file). A failed or kept row that gets an alt becomes a success; for a failed one the job counters move
 * with it in the same transaction.
 */
export async function reviewResult(db: Db, row: ResultRowDb, patch: ReviewPatch): Promise<ResultRowDb> {
  // A kept alt that a person replaces is the job's alt now (written in the download); it was already counted a success.
  const newAlt = typeof patch.generatedAlt === 'string' && row.processingStatus !== 'success';
  const wasFailed = newAlt && row.processingStatus === 'failed';
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(productResults)
      .set({
        ...patch,
        edited: true,
        processingStatus: newAlt ? 'success' : row.processingStatus,
        errorMessage: newAlt ? null : row.errorMessage,
        updatedAt: new Date(),
      })
      .where(eq(productResults.id, row.id))
      .returning();
    if (wasFailed) {
      await tx
        .update(processingJobs)
        .set({
          successfulProducts: sql`${processingJobs.successfulProducts} + 1`,
          errorProducts: sql`${processingJobs.errorProducts} - 1`,
        })
        .where(eq(processingJobs.id, row.jobId));
    }
    return updated!;
  });
}

/** Newest edit time of a job, to know whether the written file is older than the merchant's edits. */
export async function lastEditAt(db: Db, jobId: string): Promise<Date | null> {
  const [r] = await db
    .select({ at: sql<string | null>`max(${productResults.updatedAt})` })
    .from(productResults)
    .where(and(eq(productResults.jobId, jobId), eq(productResults.edited, true)));
  return r?.at ? new Date(r.at) : null;
}

/** Every row's image URL in processing order and whether it is still to do, for the progress ETA (once per job). */
export async function urlsInOrder(db: Db, jobId: string): Promise<Array<{ url: string; unfinished: boolean }>> {
  const rows = await db
    .select({ url: productResults.shopifyUrl, status: productResults.processingStatus })
    .from(productResults)
    .where(eq(productResults.jobId, jobId))
    .orderBy(asc(productResults.rowIndex), asc(productResults.imageIndex));
  return rows.map((r) => ({ url: r.url, unfinished: r.status === 'pending' || r.status === CLAIMED }));
}
