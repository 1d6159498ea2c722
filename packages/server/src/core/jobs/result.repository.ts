import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productResults, type NewResultRowDb, type ResultRowDb } from '../db/schema.ts';

export async function insertResults(db: Db, rows: NewResultRowDb[]): Promise<ResultRowDb[]> {
  if (rows.length === 0) {
    return [];
  }
  return db.insert(productResults).values(rows).returning();
}

/** In sheet order, so lists match the file the merchant uploaded. */
export async function listResultsByJob(
  db: Db,
  jobId: string,
  page: { limit: number; offset: number },
): Promise<ResultRowDb[]> {
  return db
    .select()
    .from(productResults)
    .where(eq(productResults.jobId, jobId))
    .orderBy(asc(productResults.rowIndex), asc(productResults.imageIndex))
    .limit(page.limit)
    .offset(page.offset);
}

export async function updateResult(
  db: Db,
  id: string,
  patch: Partial<NewResultRowDb>,
): Promise<ResultRowDb | undefined> {
  const [row] = await db
    .update(productResults)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(productResults.id, id))
    .returning();
  return row;
}
