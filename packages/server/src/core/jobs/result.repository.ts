import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { processingJobs, productResults, type NewResultRowDb, type ResultRowDb } from '../db/schema.ts';
import { yieldToEventLoop } from './event-loop.ts';
import { resultsChanged } from './result-page.repository.ts';

/**
 * product_results: the only module that reads or writes it, with the runner's queue statements (claim, store, hand
 * back) beside it in claim.repository.ts and the report's pages and counts in result-page.repository.ts. One row per image of a bulk job; the job's counters move in the same
 * statement as the rows they count (storeOutcomes, reviewResult).
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
  'rowIndex' | 'imageIndex' | 'productId' | 'title' | 'description' | 'shopifyUrl' | 'processingStatus' | OutcomeColumns | OldAltColumns
>;

/** The alt the source already had and the engine's verdict on it, decided at insert (core/jobs/old-alt.ts). */
type OldAltColumns = 'oldAlt' | 'oldAltVerdict' | 'oldAltReasons';

/** An outcome's columns as the JSON the statements read back with jsonb_to_recordset (the upload's insert, storeOutcomes). */
export function outcomeJson(r: Partial<Pick<NewResultRowDb, OutcomeColumns>>): Record<string, unknown> {
  return {
    error_message: r.errorMessage ?? null,
    generated_alt: r.generatedAlt ?? null,
    character_count: r.characterCount ?? 0,
    processing_time: r.processingTime ?? null,
    image_type: r.imageType ?? null,
    confidence: r.confidence ?? null,
    quality_score: r.qualityScore ?? null,
    violations: r.violations ?? null,
    needs_review: r.needsReview ?? false,
  };
}

/** The recordset types of outcomeJson's keys. */
export const OUTCOME_RECORD_TYPES = sql.raw(
  'error_message text, generated_alt text, character_count int, processing_time int, image_type text, confidence real, quality_score int, violations jsonb, needs_review boolean',
);

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
      ...outcomeJson(r),
      old_alt: r.oldAlt ?? null,
      old_alt_verdict: r.oldAltVerdict ?? null,
      old_alt_reasons: r.oldAltReasons ?? null,
    })),
  );
  await db.execute(sql`
    insert into product_results (job_id, row_index, image_index, product_id, title, description, shopify_url,
      processing_status, error_message, generated_alt, character_count, processing_time, image_type, confidence,
      quality_score, violations, needs_review, old_alt, old_alt_verdict, old_alt_reasons)
    select ${jobId}::uuid, x.row_index, x.image_index, x.product_id, x.title, x.description, x.shopify_url,
      x.processing_status, x.error_message, x.generated_alt, x.character_count, x.processing_time, x.image_type,
      x.confidence, x.quality_score, x.violations, x.needs_review, x.old_alt, x.old_alt_verdict, x.old_alt_reasons
    from jsonb_to_recordset(${payload}::jsonb) as x(row_index int, image_index int, product_id text, title text,
      description text, shopify_url text, processing_status text, ${OUTCOME_RECORD_TYPES}, old_alt text,
      old_alt_verdict text, old_alt_reasons jsonb)`);
}

export type { ClaimedRow } from './claim.repository.ts';

/** A worker's outcome for one claimed row. */
export type RowPatch = Pick<NewResultRowDb, OutcomeColumns> & { processingStatus: 'success' | 'failed' };

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

/** A row's place in the sheet: where the next keyset page starts. */
interface SheetPosition {
  rowIndex: number;
  imageIndex: number;
}

/** The job's rows past a sheet position (all of them when null), as the unique index orders them. */
function jobRowsAfter(jobId: string, after: SheetPosition | null): SQL | undefined {
  return and(
    eq(productResults.jobId, jobId),
    after ? sql`(${productResults.rowIndex}, ${productResults.imageIndex}) > (${after.rowIndex}, ${after.imageIndex})` : undefined,
  );
}

/**
 * Pages of a job's rows in sheet order, each read by `read` after the last row of the page before. Keyset paging, served
 * by the (job_id, row_index, image_index) unique index: each page costs O(limit) however deep into the job, where an
 * OFFSET page re-reads every row before it (the last pages of a 250k-row job took seconds on PGlite, in its thread). A
 * turn of the event loop between pages, so a large job never holds PGlite (and the server's thread) for long.
 */
async function* sheetPages<T extends SheetPosition>(
  read: (where: SQL | undefined, limit: number) => Promise<T[]>,
  jobId: string,
  limit: number,
): AsyncGenerator<T[]> {
  for (let after: SheetPosition | null = null; ;) {
    const page = await read(jobRowsAfter(jobId, after), limit);
    yield page;
    after = page.at(-1) ?? null;
    if (!after || page.length < limit) {
      return;
    }
    await yieldToEventLoop();
  }
}

/** The job's rows in sheet order, a keyset page at a time (sheetPages). */
export function resultPages(db: Db, jobId: string, limit: number): AsyncGenerator<ResultRowDb[]> {
  const read = (where: SQL | undefined, n: number) =>
    db.select().from(productResults).where(where).orderBy(asc(productResults.rowIndex), asc(productResults.imageIndex)).limit(n);
  return sheetPages(read, jobId, limit);
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
  const stored = await db.transaction(async (tx) => {
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
  // The report's summaries cached before this change are not served after it (result-page.repository.ts).
  resultsChanged(row.jobId);
  return stored;
}

/** Newest edit time of a job, to know whether the written file is older than the merchant's edits. */
export async function lastEditAt(db: Db, jobId: string): Promise<Date | null> {
  const [r] = await db
    .select({ at: sql<string | null>`max(${productResults.updatedAt})` })
    .from(productResults)
    .where(and(eq(productResults.jobId, jobId), eq(productResults.edited, true)));
  return r?.at ? new Date(r.at) : null;
}

/**
 * Every row's id in sheet order and whether it is still to do: the queue mode cuts a job into queue jobs of fixed
 * positions in this order, so the same rows always make the same queue job (and enqueuing again adds nothing twice).
 */
export async function rowIdsInOrder(db: Db, jobId: string): Promise<Array<{ id: string; unfinished: boolean }>> {
  const rows = await db
    .select({ id: productResults.id, status: productResults.processingStatus })
    .from(productResults)
    .where(eq(productResults.jobId, jobId))
    .orderBy(asc(productResults.rowIndex), asc(productResults.imageIndex), asc(productResults.id));
  return rows.map((r) => ({ id: r.id, unfinished: r.status === 'pending' || r.status === CLAIMED }));
}

const URL_PAGE = 5000;

/**
 * Every row's image URL in processing order and whether it is still to do, for the progress ETA (once per job). Read a
 * keyset page at a time with a turn of the event loop between pages: in one statement, a 250k-row job's first progress
 * poll held PGlite, and so the server's thread, for 1.5 s.
 */
export async function urlsInOrder(db: Db, jobId: string): Promise<Array<{ url: string; unfinished: boolean }>> {
  const read = (where: SQL | undefined, n: number) =>
    db
      .select({
        url: productResults.shopifyUrl,
        status: productResults.processingStatus,
        rowIndex: productResults.rowIndex,
        imageIndex: productResults.imageIndex,
      })
      .from(productResults)
      .where(where)
      .orderBy(asc(productResults.rowIndex), asc(productResults.imageIndex))
      .limit(n);
  const out: Array<{ url: string; unfinished: boolean }> = [];
  for await (const rows of sheetPages(read, jobId, URL_PAGE)) {
    for (const r of rows) {
      out.push({ url: r.url, unfinished: r.status === 'pending' || r.status === CLAIMED });
    }
  }
  return out;
}
