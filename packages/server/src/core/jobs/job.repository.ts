import { and, asc, avg, count, desc, eq, gte, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { AdminStats } from '@alt-optimizer/contract';
import type { Db } from '../db/client.ts';
import { processingJobs, productResults, type JobRow, type NewJobRow } from '../db/schema.ts';
import { insertResultBatch, type NewJobResult } from './result.repository.ts';

/**
 * processing_jobs: the only module that reads or writes it (product_results lives in result.repository.ts).
 * Plain functions taking `db`; the bulk feature and the admin feature both come here.
 */

/**
 * Rows per insert statement: one JSON payload of a few hundred KB. On PGlite a statement runs in the server's thread, so
 * this also bounds how long one holds the event loop (~50 ms for 1,000 rows; 5,000 took ~300 ms).
 */
export const INSERT_BATCH = 1000;

export type JobTotals = Pick<JobRow, 'totalProducts' | 'processedProducts' | 'successfulProducts' | 'errorProducts'>;

/** Adds a batch of new rows to the job's counters: rows decided at upload (bad URLs, kept alts) count as processed. */
export function countRows(totals: JobTotals, batch: readonly NewJobResult[]): void {
  for (const r of batch) {
    totals.totalProducts += 1;
    if (r.processingStatus !== 'pending') {
      totals.processedProducts += 1;
      totals[r.processingStatus === 'success' || r.processingStatus === 'skipped' ? 'successfulProducts' : 'errorProducts'] += 1;
    }
  }
}

function* inBatches(rows: NewJobResult[]): Generator<NewJobResult[]> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    yield rows.slice(i, i + INSERT_BATCH);
  }
}

/**
 * Job and every row in one transaction, so a crash can never leave a job without its rows. Rows arrive in batches
 * (the upload is parsed as they are inserted, so memory holds one batch, never the file); the counters start with
 * the rows already decided at upload (bad URLs, kept alts).
 */
export async function insertJobWithRows(db: Db, job: NewJobRow, rows: NewJobResult[] | AsyncIterable<NewJobResult[]>): Promise<JobRow> {
  const batches = Array.isArray(rows) ? inBatches(rows) : rows;
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(processingJobs).values(job).returning();
    if (!created) {
      throw new Error('insert into processing_jobs returned no row');
    }
    const totals: JobTotals = { totalProducts: 0, processedProducts: 0, successfulProducts: 0, errorProducts: 0 };
    for await (const batch of batches) {
      await insertResultBatch(tx as unknown as Db, created.id, batch);
      countRows(totals, batch);
    }
    const [counted] = await tx.update(processingJobs).set(totals).where(eq(processingJobs.id, created.id)).returning();
    return counted ?? { ...created, ...totals };
  });
}

/** The job, or undefined; callers that take an id from a URL go through requireJob (job-access.ts) first. */
export async function getJob(db: Db, jobId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId)).limit(1);
  return row;
}

export async function patchJob(db: Db, jobId: string, patch: Partial<NewJobRow>): Promise<void> {
  await db.update(processingJobs).set(patch).where(eq(processingJobs.id, jobId));
}

/** Newest first, for the admin history (a job whose upload is still being inserted is not one yet). */
export async function listJobs(db: Db, page: { limit: number; offset: number }): Promise<JobRow[]> {
  return db
    .select()
    .from(processingJobs)
    .where(eq(processingJobs.importing, false))
    .orderBy(desc(processingJobs.createdAt), desc(processingJobs.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Jobs to resume at start-up, oldest first (not one whose rows are still being inserted). */
export async function unfinishedJobIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: processingJobs.id })
    .from(processingJobs)
    .where(and(inArray(processingJobs.status, ['pending', 'processing']), eq(processingJobs.importing, false)))
    .orderBy(asc(processingJobs.createdAt));
  return rows.map((r) => r.id);
}

/**
 * The queue mode's jobs to complete: every row has an outcome (the counters, moved in the statement that stored the
 * rows, say so) but the job is not completed yet. Workers never complete a job; the server that owns the files does.
 */
export async function finishableJobIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: processingJobs.id })
    .from(processingJobs)
    .where(
      and(
        inArray(processingJobs.status, ['pending', 'processing']),
        eq(processingJobs.importing, false),
        gte(processingJobs.processedProducts, processingJobs.totalProducts),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Runs `fn` while holding the job's advisory lock (PostgreSQL; released with the transaction), so two server
 * instances never complete the same job at once. undefined when another one holds it.
 */
export async function withJobLock<T>(db: Db, jobId: string, fn: () => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${jobId})) as locked`);
    const [first] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    return first?.locked ? fn() : undefined;
  });
}

/**
 * Totals for the admin dashboard. totalImages counts images actually processed (not rows still
 * waiting), so the dashboard's success rate (totalSuccessful / totalImages) is right while jobs run.
 */
export async function jobStats(db: Db): Promise<AdminStats> {
  const [jobs] = await db
    .select({
      totalJobs: count(),
      totalImages: sum(processingJobs.processedProducts),
      totalSuccessful: sum(processingJobs.successfulProducts),
    })
    .from(processingJobs);
  const [timing] = await db
    .select({ avgMs: avg(productResults.processingTime) })
    .from(productResults)
    .where(isNotNull(productResults.processingTime));
  return {
    totalJobs: Number(jobs?.totalJobs ?? 0),
    totalImages: Number(jobs?.totalImages ?? 0),
    totalSuccessful: Number(jobs?.totalSuccessful ?? 0),
    avgProcessingTime: Math.round(Number(timing?.avgMs ?? 0)),
  };
}

/** Every job's stored files, for the retention sweep (one small row per job). */
export async function jobFiles(
  db: Db,
): Promise<Array<Pick<JobRow, 'id' | 'status' | 'createdAt' | 'sourceFilePath' | 'enhancedFilePath'>>> {
  return db
    .select({
      id: processingJobs.id,
      status: processingJobs.status,
      createdAt: processingJobs.createdAt,
      sourceFilePath: processingJobs.sourceFilePath,
      enhancedFilePath: processingJobs.enhancedFilePath,
    })
    .from(processingJobs);
}
