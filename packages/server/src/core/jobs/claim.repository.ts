import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RowPatch } from './result.repository.ts';

/**
 * The bulk runner's queue operations on product_results (result.repository.ts keeps every other read and write of
 * the table). A pending row is work to do; 'processing' marks a row claimed by a worker that has not stored its
 * outcome yet. Every statement here is served by the partial indexes of migration 0003 (product_results_pending,
 * product_results_claimed), so a claim costs O(batch) and the start-up hand-back O(claimed rows), however many rows
 * the table holds.
 */

/** What a worker needs of a claimed row. */
export interface ClaimedRow {
  id: string;
  jobId: string;
  rowIndex: number;
  imageIndex: number;
  productId: string | null;
  title: string;
  description: string | null;
  shopifyUrl: string;
}

/**
 * The claim statement: the first `limit` pending rows of a job in sheet order, read in index order (the status
 * literal matches the partial index's predicate, so the planner can use it; no sort of the job's pending rows).
 * SKIP LOCKED lets several workers, or server instances on PostgreSQL, claim at once without ever sharing a row.
 */
export function claimStatement(jobId: string, limit: number): SQL {
  return sql`
    update product_results set processing_status = 'processing', updated_at = now()
    where id in (
      select id from product_results
      where job_id = ${jobId} and processing_status = 'pending'
      order by row_index, image_index
      limit ${limit}
      for update skip locked
    )
    returning id, job_id, row_index, image_index, product_id, title, description, shopify_url`;
}

/** Atomically takes up to `limit` pending rows of a job, in sheet order. */
export async function claimPendingRows(db: Db, jobId: string, limit: number): Promise<ClaimedRow[]> {
  const result = await db.execute(claimStatement(jobId, limit));
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

/** Rows this process claimed but will not start (the runner is stopping): pending again, for the next start. */
export async function releaseRows(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) {
    return 0;
  }
  const result = await db.execute(sql`
    update product_results set processing_status = 'pending'
    where id in (select x::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as x)
      and processing_status = 'processing'
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** At start-up: rows claimed by a process that died are handed back, so they are neither lost nor doubled. */
export async function releaseDeadClaims(db: Db): Promise<number> {
  const result = await db.execute(sql`
    update product_results set processing_status = 'pending'
    where processing_status = 'processing'
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** One claimed row's outcome, as a worker hands it to the store. */
export interface RowOutcome {
  row: Pick<ClaimedRow, 'id' | 'jobId'>;
  patch: RowPatch;
}

/**
 * Stores many claimed rows' outcomes and bumps their jobs' counters in one statement (group commit: the runner sends
 * whatever finished while the previous statement ran). The status guard means a row is stored and counted once, even
 * if two writers race on it or its claim was handed back. Returns how many rows were stored.
 */
export async function storeOutcomes(db: Db, outcomes: readonly RowOutcome[]): Promise<number> {
  if (outcomes.length === 0) {
    return 0;
  }
  const payload = JSON.stringify(
    outcomes.map(({ row, patch }) => ({
      id: row.id,
      status: patch.processingStatus,
      generated_alt: patch.generatedAlt ?? null,
      error_message: patch.errorMessage ?? null,
      character_count: patch.characterCount ?? 0,
      processing_time: patch.processingTime ?? null,
      image_type: patch.imageType ?? null,
      confidence: patch.confidence ?? null,
      quality_score: patch.qualityScore ?? null,
      violations: patch.violations ?? null,
      needs_review: patch.needsReview ?? false,
    })),
  );
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${payload}::jsonb) as x(id uuid, status text, generated_alt text, error_message text,
        character_count int, processing_time int, image_type text, confidence real, quality_score int, violations jsonb,
        needs_review boolean)
    ), stored as (
      update product_results p set
        processing_status = x.status, generated_alt = x.generated_alt, error_message = x.error_message,
        character_count = x.character_count, processing_time = x.processing_time, image_type = x.image_type,
        confidence = x.confidence, quality_score = x.quality_score, violations = x.violations, needs_review = x.needs_review,
        updated_at = now()
      from input x
      where p.id = x.id and p.processing_status = 'processing'
      returning p.job_id, x.status
    ), counts as (
      select job_id, count(*)::int as n, (count(*) filter (where status = 'success'))::int as ok from stored group by job_id
    ), bumped as (
      update processing_jobs j set
        processed_products = j.processed_products + c.n,
        successful_products = j.successful_products + c.ok,
        error_products = j.error_products + c.n - c.ok
      from counts c where j.id = c.job_id
      returning j.id
    )
    select (select count(*)::int from stored) as stored, (select count(*)::int from bumped) as jobs`);
  const [first] = (result as unknown as { rows: Array<{ stored: number }> }).rows;
  return Number(first?.stored ?? 0);
}
