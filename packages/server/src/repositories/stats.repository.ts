import { count, isNotNull, sql, sum, avg } from 'drizzle-orm';
import type { AdminStats } from '@alt-optimizer/contract';
import type { Db } from '../db/client.ts';
import { processingJobs, productResults } from '../db/schema.ts';

/**
 * Admin statistics from the database. totalImages counts images actually processed (not rows still
 * waiting), so the dashboard's success rate (totalSuccessful / totalImages) is right while jobs run.
 */
export async function computeAdminStats(db: Db): Promise<AdminStats> {
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

/** Cheap round trip for /api/health. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
