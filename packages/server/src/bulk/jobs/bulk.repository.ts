import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { processingJobs, productResults, type JobRow, type NewJobRow, type NewResultRowDb, type ResultRowDb } from '../../db/schema.ts';

/** Rows waiting for a worker; 'processing' marks a row claimed by a worker that has not stored it yet. */
export const CLAIMED = 'processing';
const INSERT_BATCH = 5000;

/**
 * Job and every row in one transaction, so a crash can never leave a job without its rows; the
 * counters start with the rows already decided at upload (bad URLs, kept alts).
 */
export async function insertJobWithRows(db: Db, job: NewJobRow, rows: Omit<NewResultRowDb, 'jobId'>[]): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const decided = rows.filter((r) => r.processingStatus !== 'pending');
    const ok = decided.filter((r) => r.processingStatus === 'success' || r.processingStatus === 'skipped').length;
    const [created] = await tx
      .insert(processingJobs)
      .values({
        ...job,
        totalProducts: rows.length,
        processedProducts: decided.length,
        successfulProducts: ok,
        errorProducts: decided.length - ok,
      })
      .returning();
    if (!created) {
      throw new Error('insert into processing_jobs returned no row');
    }
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await insertBatch(tx as unknown as Db, created.id, rows.slice(i, i + INSERT_BATCH));
    }
    return created;
  });
}

/**
 * One statement per few thousand rows, the rows passed as a single JSON parameter: a 100k-row catalogue
 * inserts in seconds instead of the minutes that one bind parameter per cell costs (PGlite and PostgreSQL alike).
 */
async function insertBatch(db: Db, jobId: string, rows: Omit<NewResultRowDb, 'jobId'>[]): Promise<void> {
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
      quality_score: r.qualityScore ?? null,
      violations: r.violations ?? null,
    })),
  );
  await db.execute(sql`
    insert into product_results (job_id, row_index, image_index, product_id, title, description, shopify_url,
      processing_status, error_message, generated_alt, character_count, quality_score, violations)
    select ${jobId}::uuid, x.row_index, x.image_index, x.product_id, x.title, x.description, x.shopify_url,
      x.processing_status, x.error_message, x.generated_alt, x.character_count, x.quality_score, x.violations
    from jsonb_to_recordset(${payload}::jsonb) as x(row_index int, image_index int, product_id text, title text,
      description text, shopify_url text, processing_status text, error_message text, generated_alt text,
      character_count int, quality_score int, violations jsonb)`);
}

/** What a worker needs of a claimed row. */
export type ClaimedRow = Pick<ResultRowDb, 'id' | 'jobId' | 'rowIndex' | 'imageIndex' | 'productId' | 'title' | 'description' | 'shopifyUrl'>;

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

export type RowPatch = Pick<
  NewResultRowDb,
  | 'generatedAlt'
  | 'errorMessage'
  | 'characterCount'
  | 'processingTime'
  | 'imageType'
  | 'confidence'
  | 'qualityScore'
  | 'violations'
  | 'needsReview'
> & { processingStatus: 'success' | 'failed' };

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

export async function unfinishedJobIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: processingJobs.id })
    .from(processingJobs)
    .where(inArray(processingJobs.status, ['pending', 'processing']))
    .orderBy(asc(processingJobs.createdAt));
  return rows.map((r) => r.id);
}

export async function getJob(db: Db, jobId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId)).limit(1);
  return row;
}

export async function patchJob(db: Db, jobId: string, patch: Partial<NewJobRow>): Promise<void> {
  await db.update(processingJobs).set(patch).where(eq(processingJobs.id, jobId));
}

/** Every row of a job in sheet order, only the columns the writer and the report need. */
export async function jobRows(db: Db, jobId: string): Promise<ResultRowDb[]> {
  return db
    .select()
    .from(productResults)
    .where(eq(productResults.jobId, jobId))
    .orderBy(asc(productResults.rowIndex), asc(productResults.imageIndex));
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

export async function getRow(db: Db, jobId: string, rowId: string): Promise<ResultRowDb | undefined> {
  const [row] = await db
    .select()
    .from(productResults)
    .where(and(eq(productResults.jobId, jobId), eq(productResults.id, rowId)))
    .limit(1);
  return row;
}

/**
 * Saves a merchant's edit. A person wrote or checked the alt, so the row no longer needs review. A failed
 * row that gets an alt becomes a success, so the job counters move with it in the same transaction.
 */
export async function editRowAlt(
  db: Db,
  row: ResultRowDb,
  edit: { alt: string; score: number; violations: string[] },
): Promise<ResultRowDb> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(productResults)
      .set({
        generatedAlt: edit.alt,
        characterCount: edit.alt.length,
        qualityScore: edit.score,
        violations: edit.violations,
        edited: true,
        needsReview: false,
        processingStatus: row.processingStatus === 'failed' ? 'success' : row.processingStatus,
        errorMessage: row.processingStatus === 'failed' ? null : row.errorMessage,
        updatedAt: new Date(),
      })
      .where(eq(productResults.id, row.id))
      .returning();
    if (row.processingStatus === 'failed') {
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
