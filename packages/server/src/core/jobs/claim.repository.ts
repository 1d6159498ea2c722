import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appendEnginesSql } from './job-engines.ts';
import { OUTCOME_RECORD_TYPES, outcomeJson, type RowPatch } from './result.repository.ts';

/**
 * The bulk runner's queue operations on product_results (result.repository.ts keeps every other read and write of
 * the table). A pending row is work to do; 'processing' marks a row claimed by a worker that has not stored its
 * outcome yet. Every statement here is served by the partial indexes of migration 0003 (product_results_pending,
 * product_results_claimed), so a claim costs O(batch) and the start-up hand-back O(claimed rows), however many rows
 * the table holds. The planner picks the pending index only with statistics, so an upload's import ends with ANALYZE
 * (job-import.ts): without them it sorted every pending row of the job at each claim.
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

/** The columns a worker reads of the rows it claims (both claim statements return them). */
const CLAIMED_COLUMNS = sql.raw('id, job_id, row_index, image_index, product_id, title, description, shopify_url');

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
    returning ${CLAIMED_COLUMNS}`;
}

function claimedRows(result: unknown): ClaimedRow[] {
  const rows = (result as { rows: Record<string, unknown>[] }).rows.map((r) => ({
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

/** Atomically takes up to `limit` pending rows of a job, in sheet order. */
export async function claimPendingRows(db: Db, jobId: string, limit: number): Promise<ClaimedRow[]> {
  return claimedRows(await db.execute(claimStatement(jobId, limit)));
}

/**
 * The queue mode's claim (features/bulk/queue): the rows of one queue job that have no outcome yet, in sheet order.
 * A row left 'processing' is taken too: the queue gives a job to one worker at a time, so such a row was held by a
 * worker that died (its job stalled and came back). Rows already stored are left alone, so a job run twice stores
 * nothing twice.
 */
export async function claimRowsById(db: Db, ids: readonly string[]): Promise<ClaimedRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return claimedRows(
    await db.execute(sql`
      update product_results set processing_status = 'processing', updated_at = now()
      where id in (select x::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as x)
        and processing_status in ('pending', 'processing')
      returning ${CLAIMED_COLUMNS}`),
  );
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
  /** The engine that wrote the row's alt (AltResult.engine); absent when none did (a failure). */
  engine?: string | null;
}

/**
 * Stores many claimed rows' outcomes and bumps their jobs' counters in one statement (group commit: the runner sends
 * whatever finished while the previous statement ran). The status guard means a row is stored and counted once, even
 * if two writers race on it or its claim was handed back. The engines of the stored rows are appended to their jobs'
 * `engines` list in the same statement (job-engines.ts), and a public API job's failed images are given back to its
 * key's quota. Returns how many rows were stored.
 */
export async function storeOutcomes(db: Db, outcomes: readonly RowOutcome[]): Promise<number> {
  if (outcomes.length === 0) {
    return 0;
  }
  const payload = JSON.stringify(
    outcomes.map(({ row, patch, engine }) => ({
      id: row.id,
      status: patch.processingStatus,
      engine: engine ?? null,
      ...outcomeJson(patch),
    })),
  );
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${payload}::jsonb) as x(id uuid, status text, engine text, ${OUTCOME_RECORD_TYPES})
    ), stored as (
      update product_results p set
        processing_status = x.status, generated_alt = x.generated_alt, error_message = x.error_message,
        character_count = x.character_count, processing_time = x.processing_time, image_type = x.image_type,
        confidence = x.confidence, quality_score = x.quality_score, violations = x.violations, needs_review = x.needs_review,
        updated_at = now()
      from input x
      where p.id = x.id and p.processing_status = 'processing'
      returning p.job_id, x.status, x.engine
    ), counts as (
      select job_id, count(*)::int as n, (count(*) filter (where status = 'success'))::int as ok,
        array_agg(distinct engine) filter (where engine is not null) as engines
      from stored group by job_id
    ), bumped as (
      update processing_jobs j set
        processed_products = j.processed_products + c.n,
        successful_products = j.successful_products + c.ok,
        error_products = j.error_products + c.n - c.ok,
        engines = ${appendEnginesSql(sql.raw('j.engines'), sql.raw('c.engines'))}
      from counts c where j.id = c.job_id
      returning j.id
    ), refunded as (
      -- A public API job's image that gives no alt is not charged (issue 24 item 7): its unit goes back to the key's
      -- counter of the day (UTC, as quota-day.ts counts), once, since the status guard above stores a row once.
      update api_key_usage u set used = greatest(0, u.used - f.failed)
      from (
        select a.key_id, sum(c.n - c.ok)::int as failed
        from counts c join api_jobs a on a.job_id = c.job_id
        where c.n > c.ok group by a.key_id
      ) f
      where u.key_id = f.key_id and u.day = to_char(now() at time zone 'utc', 'YYYY-MM-DD')
      returning u.key_id
    )
    select (select count(*)::int from stored) as stored, (select count(*)::int from bumped) as jobs`);
  const [first] = (result as unknown as { rows: Array<{ stored: number }> }).rows;
  return Number(first?.stored ?? 0);
}
