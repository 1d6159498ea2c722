import { eq, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../db/client.ts';
import { processingJobs, type JobRow, type NewJobRow } from '../db/schema.ts';
import { yieldToEventLoop } from './event-loop.ts';
import { countRows, insertJobWithRows, type JobTotals } from './job.repository.ts';
import { insertResultBatch, type NewJobResult } from './result.repository.ts';

/** PGlite: statements run in this thread, on one connection that an open transaction holds until it commits. */
function embedded(db: Db): boolean {
  return db instanceof PgliteDatabase;
}

/**
 * An upload's job and rows, inserted as the file is parsed (issue 15 #13, #14).
 *
 * PostgreSQL: one transaction (insertJobWithRows); other requests use other connections meanwhile.
 *
 * PGlite: its one connection belongs to an open transaction until it commits, so every other statement, /api/health's
 * `select 1` included, would wait for the whole upload (1.3 s at 20k rows, ~15 s at 250k). Instead the job is inserted
 * first, marked `importing` (not run, finished or listed), each batch of rows is its own short statement followed by a
 * turn of the event loop, and the last statement sets the counters and clears the mark. A failure deletes the job and
 * its rows; a crash leaves an `importing` job that the next start deletes (deleteAbandonedImports). Either way no
 * job ever runs with part of its rows.
 */
export async function importJobWithRows(db: Db, job: NewJobRow, batches: AsyncIterable<NewJobResult[]>): Promise<JobRow> {
  const imported = embedded(db) ? await stagedImport(db, job, batches) : await insertJobWithRows(db, job, batches);
  await analyzeResults(db);
  return imported;
}

/**
 * Fresh statistics for the planner once a job's rows are in. Without them (PGlite has no autovacuum; on PostgreSQL a
 * job smaller than a tenth of the table does not trigger autoanalyze) the planner guesses one pending row per job and
 * claims through the (job, status) index plus a sort of every pending row: 77 ms per claim at 100k rows, quadratic
 * over the job. With them it reads the first rows of the pending partial index in order: O(batch). ~0.1 s on PGlite.
 */
export async function analyzeResults(db: Db): Promise<void> {
  await db.execute(sql`analyze product_results`);
}

async function stagedImport(db: Db, job: NewJobRow, batches: AsyncIterable<NewJobResult[]>): Promise<JobRow> {
  const [created] = await db
    .insert(processingJobs)
    .values({ ...job, importing: true })
    .returning();
  if (!created) {
    throw new Error('insert into processing_jobs returned no row');
  }
  try {
    const totals: JobTotals = { totalProducts: 0, processedProducts: 0, successfulProducts: 0, errorProducts: 0 };
    for await (const batch of batches) {
      await insertResultBatch(db, created.id, batch);
      countRows(totals, batch);
      await yieldToEventLoop();
    }
    const [ready] = await db
      .update(processingJobs)
      .set({ ...totals, importing: false })
      .where(eq(processingJobs.id, created.id))
      .returning();
    return ready ?? { ...created, ...totals, importing: false };
  } catch (error) {
    // The rows go with the job (on delete cascade); the stored upload is left to the orphan sweep.
    await db
      .delete(processingJobs)
      .where(eq(processingJobs.id, created.id))
      .catch(() => undefined);
    throw error;
  }
}

/**
 * At start-up: jobs whose import a crash cut off, and their rows. PGlite only, where this process is the database's
 * only user (on PostgreSQL an import is one transaction, and another instance may be importing right now).
 */
export async function deleteAbandonedImports(db: Db): Promise<number> {
  if (!embedded(db)) {
    return 0;
  }
  const deleted = await db.delete(processingJobs).where(eq(processingJobs.importing, true)).returning({ id: processingJobs.id });
  return deleted.length;
}
