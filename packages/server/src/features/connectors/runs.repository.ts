import type { ConnectorRunStatus } from '@alt-optimizer/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { productResults, type NewJobRow, type ResultRowDb } from '../../core/db/schema.ts';
import { analyzeResults } from '../../core/jobs/job-import.ts';
import { insertJobWithRows } from '../../core/jobs/job.repository.ts';
import type { NewJobResult } from '../../core/jobs/result.repository.ts';
import { connectorImages, connectorRuns, type ImageRow, type RunRow } from './runs.table.ts';

/** connector_runs and connector_images: the only module that reads or writes them. */

export type NewRun = Pick<
  typeof connectorRuns.$inferInsert,
  'connectionId' | 'dryRun' | 'overwrite' | 'existingAlts' | 'language' | 'keywords'
>;
export type NewImage = Omit<typeof connectorImages.$inferInsert, 'id' | 'runId'>;

export async function insertRun(db: Db, values: NewRun): Promise<RunRow> {
  const [row] = await db.insert(connectorRuns).values(values).returning();
  if (!row) {
    throw new Error('insert into connector_runs returned no row');
  }
  return row;
}

export async function getRun(db: Db, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(connectorRuns).where(eq(connectorRuns.id, id)).limit(1);
  return row;
}

export async function listRuns(db: Db, connectionId: string): Promise<RunRow[]> {
  return db.select().from(connectorRuns).where(eq(connectorRuns.connectionId, connectionId)).orderBy(desc(connectorRuns.createdAt));
}

export async function runsWithStatus(db: Db, status: ConnectorRunStatus): Promise<RunRow[]> {
  return db.select().from(connectorRuns).where(eq(connectorRuns.status, status));
}

/** The run whose bulk job is `jobId` and that still waits for it (status `processing`), if any. */
export async function processingRunOfJob(db: Db, jobId: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(connectorRuns)
    .where(and(eq(connectorRuns.jobId, jobId), eq(connectorRuns.status, 'processing')))
    .limit(1);
  return row;
}

export async function patchRun(db: Db, id: string, patch: Partial<typeof connectorRuns.$inferInsert>): Promise<void> {
  await db.update(connectorRuns).set(patch).where(eq(connectorRuns.id, id));
}

/**
 * The bulk job, its rows and the run's images in one transaction, so a restart finds either a run still collecting
 * (read again) or a run whose every image has its job row; never half of one.
 */
export async function insertRunJob(db: Db, runId: string, job: NewJobRow, rows: NewJobResult[], images: NewImage[]): Promise<string> {
  const jobId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const created = await insertJobWithRows(t, job, rows);
    for (let i = 0; i < images.length; i += 1000) {
      await t.insert(connectorImages).values(images.slice(i, i + 1000).map((image) => ({ ...image, runId })));
    }
    await t
      .update(connectorRuns)
      .set({ jobId: created.id, status: rows.length > 0 ? 'processing' : 'ready' })
      .where(eq(connectorRuns.id, runId));
    return created.id;
  });
  // As after an upload: fresh statistics so each claim of a large store run reads the pending-rows index in order.
  await analyzeResults(db);
  return jobId;
}

export interface ReviewRowDb {
  image: ImageRow;
  generatedAlt: string | null;
  processingStatus: string;
  errorMessage: string | null;
  needsReview: boolean;
  oldAltVerdict: ResultRowDb['oldAltVerdict'];
  oldAltReasons: ResultRowDb['oldAltReasons'];
}

function joinedRows(db: Db, run: RunRow, only?: SQL) {
  return db
    .select({
      image: connectorImages,
      generatedAlt: productResults.generatedAlt,
      processingStatus: productResults.processingStatus,
      errorMessage: productResults.errorMessage,
      needsReview: productResults.needsReview,
      oldAltVerdict: productResults.oldAltVerdict,
      oldAltReasons: productResults.oldAltReasons,
    })
    .from(connectorImages)
    .innerJoin(
      productResults,
      and(eq(productResults.jobId, sql`${run.jobId}::uuid`), eq(productResults.rowIndex, connectorImages.rowIndex)),
    )
    .where(only ? and(eq(connectorImages.runId, run.id), only) : eq(connectorImages.runId, run.id));
}

/** The review table's rows in store order, each with its bulk row's outcome. */
export async function reviewRows(db: Db, run: RunRow, page: { offset: number; limit: number }): Promise<ReviewRowDb[]> {
  if (!run.jobId) {
    return [];
  }
  return joinedRows(db, run).orderBy(asc(connectorImages.rowIndex)).offset(page.offset).limit(page.limit);
}

export async function reviewRow(db: Db, run: RunRow, imageId: string): Promise<ReviewRowDb | undefined> {
  if (!run.jobId) {
    return undefined;
  }
  const [row] = await joinedRows(db, run, eq(connectorImages.id, imageId));
  return row;
}

/** Rows to publish: ticked, with an alt (the merchant's edit or the engine's). */
export async function tickedRows(db: Db, run: RunRow): Promise<ReviewRowDb[]> {
  if (!run.jobId) {
    return [];
  }
  return joinedRows(db, run, eq(connectorImages.ticked, true)).orderBy(asc(connectorImages.rowIndex));
}

export async function imagesOfRun(db: Db, runId: string): Promise<ImageRow[]> {
  return db.select().from(connectorImages).where(eq(connectorImages.runId, runId));
}

export async function countImages(db: Db, runId: string): Promise<{ total: number; ticked: number }> {
  const [row] = await db
    .select({ total: count(), ticked: sql<number>`count(*) filter (where ${connectorImages.ticked})`.mapWith(Number) })
    .from(connectorImages)
    .where(eq(connectorImages.runId, runId));
  return { total: row?.total ?? 0, ticked: row?.ticked ?? 0 };
}

export async function patchImage(
  db: Db,
  runId: string,
  imageId: string,
  patch: Partial<Pick<ImageRow, 'ticked' | 'editedAlt' | 'publishedAlt'>>,
): Promise<void> {
  await db
    .update(connectorImages)
    .set(patch)
    .where(and(eq(connectorImages.runId, runId), eq(connectorImages.id, imageId)));
}

/** Ticks (only rows with an alt to publish) or unticks every row of the run. */
export async function tickAll(db: Db, run: RunRow, ticked: boolean): Promise<void> {
  if (!ticked || !run.jobId) {
    await db.update(connectorImages).set({ ticked }).where(eq(connectorImages.runId, run.id));
    return;
  }
  await db.execute(sql`
    update connector_images i set ticked = (i.edited_alt is not null or r.generated_alt is not null)
    from product_results r
    where i.run_id = ${run.id} and r.job_id = ${run.jobId} and r.row_index = i.row_index`);
}

/** After the job: rows whose analysis failed start unticked (nothing to publish). */
export async function untickRowsWithoutAlt(db: Db, run: RunRow): Promise<void> {
  if (!run.jobId) {
    return;
  }
  await db.execute(sql`
    update connector_images i set ticked = false
    from product_results r
    where i.run_id = ${run.id} and r.job_id = ${run.jobId} and r.row_index = i.row_index
      and r.generated_alt is null and i.edited_alt is null`);
}
