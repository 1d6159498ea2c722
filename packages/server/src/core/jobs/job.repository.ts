import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { processingJobs, type JobRow, type NewJobRow } from '../db/schema.ts';

export async function createJob(db: Db, values: NewJobRow): Promise<JobRow> {
  const [row] = await db.insert(processingJobs).values(values).returning();
  if (!row) {
    throw new Error('insert into processing_jobs returned no row');
  }
  return row;
}

export async function findJobById(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(processingJobs).where(eq(processingJobs.id, id)).limit(1);
  return row;
}

export async function updateJob(db: Db, id: string, patch: Partial<NewJobRow>): Promise<JobRow | undefined> {
  const [row] = await db.update(processingJobs).set(patch).where(eq(processingJobs.id, id)).returning();
  return row;
}

/** Newest first, for the admin history. */
export async function listJobs(db: Db, page: { limit: number; offset: number }): Promise<JobRow[]> {
  return db
    .select()
    .from(processingJobs)
    .orderBy(desc(processingJobs.createdAt), desc(processingJobs.id))
    .limit(page.limit)
    .offset(page.offset);
}
