import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { processingJobs, productResults } from '../db/schema.ts';
import { claimStatement } from './claim.repository.ts';
import { deleteAbandonedImports, importJobWithRows } from './job-import.ts';
import { finishableJobIds, listJobs, unfinishedJobIds } from './job.repository.ts';
import type { NewJobResult } from './result.repository.ts';

const rows = (from: number, n: number): NewJobResult[] =>
  Array.from({ length: n }, (_, i) => ({ rowIndex: from + i, shopifyUrl: `https://x/${from + i}.jpg`, processingStatus: 'pending' }));

async function* batches(...sizes: number[]): AsyncGenerator<NewJobResult[]> {
  let at = 0;
  for (const n of sizes) {
    yield rows(at, n);
    at += n;
  }
}

await describeEachDatabase('importJobWithRows', (get) => {
  it('inserts the job and every batch, counters set, ready to run', async () => {
    const { db } = get();
    const job = await importJobWithRows(db, { originalFileName: 'a.csv' }, batches(3, 2));
    expect(job).toMatchObject({ totalProducts: 5, processedProducts: 0, importing: false, status: 'pending' });
    expect(await unfinishedJobIds(db)).toContain(job.id);
    expect((await db.select().from(productResults).where(eq(productResults.jobId, job.id))).length).toBe(5);
  });

  it('leaves the planner statistics that make a claim read the pending index in order (no sort of the job)', async () => {
    const { db } = get();
    const job = await importJobWithRows(db, { originalFileName: 'big.csv' }, batches(1000, 1000, 1000));
    const plan = (await db.execute(sql`explain ${claimStatement(job.id, 100)}`)) as unknown as { rows: Array<Record<string, string>> };
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toContain('product_results_pending');
    expect(text).not.toMatch(/Sort Key: product_results_1\.row_index/);
  });

  it('a job whose import is still going is not run, finished or listed', async () => {
    const { db } = get();
    let seen: { unfinished: string[]; finishable: string[]; listed: string[] } | undefined;
    async function* watching(): AsyncGenerator<NewJobResult[]> {
      yield rows(0, 2);
      seen = {
        unfinished: await unfinishedJobIds(db),
        finishable: await finishableJobIds(db),
        listed: (await listJobs(db, { limit: 1000, offset: 0 })).map((j) => j.id),
      };
      yield rows(2, 2);
    }
    const job = await importJobWithRows(db, { originalFileName: 'b.csv' }, watching());
    expect(seen?.unfinished).not.toContain(job.id);
    expect(seen?.finishable).not.toContain(job.id);
    expect(seen?.listed).not.toContain(job.id);
    expect(await unfinishedJobIds(db)).toContain(job.id);
  });

  it('a failed read leaves no job and no row', async () => {
    const { db } = get();
    const before = await db.select({ id: processingJobs.id }).from(processingJobs);
    async function* failing(): AsyncGenerator<NewJobResult[]> {
      yield rows(0, 3);
      throw new Error('parser gave up');
    }
    await expect(importJobWithRows(db, { originalFileName: 'c.csv' }, failing())).rejects.toThrow('parser gave up');
    expect(await db.select({ id: processingJobs.id }).from(processingJobs)).toEqual(before);
  });

  it('at start-up, an import a crash cut off is deleted with its rows (PGlite only: on PostgreSQL it is one transaction)', async () => {
    const { db, kind } = get();
    const [cut] = await db.insert(processingJobs).values({ originalFileName: 'd.csv', importing: true }).returning();
    await db.insert(productResults).values({ jobId: cut!.id, rowIndex: 0 });
    expect(await deleteAbandonedImports(db)).toBe(kind === 'pglite' ? 1 : 0);
    const left = await db.select().from(productResults).where(eq(productResults.jobId, cut!.id));
    expect(left.length).toBe(kind === 'pglite' ? 0 : 1);
  });
});
