import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { getJob, insertJobWithRows, jobStats, listJobs, patchJob } from './job.repository.ts';
import { listResults } from './result.repository.ts';

await describeEachDatabase('jobs and results', (get) => {
  describe('processing_jobs', () => {
    it('creates a job with the spec defaults and reads it back', async () => {
      const { db } = get();
      const job = await insertJobWithRows(db, { originalFileName: 'catalogue.xlsx' }, []);
      expect(job).toMatchObject({ status: 'pending', mode: 'complete', language: 'en', processedProducts: 0, totalProducts: 0 });
      expect(job.enhancedFilePath).toBeNull();
      expect((await getJob(db, job.id))?.originalFileName).toBe('catalogue.xlsx');
      expect(await getJob(db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
    });

    it('lists jobs newest first and pages', async () => {
      const { db } = get();
      const older = await insertJobWithRows(db, { originalFileName: 'a.xlsx', createdAt: new Date('2025-01-01T00:00:00Z') }, []);
      const newer = await insertJobWithRows(db, { originalFileName: 'b.xlsx', createdAt: new Date('2030-01-01T00:00:00Z') }, []);
      const ids = (await listJobs(db, { limit: 100, offset: 0 })).map((j) => j.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(await listJobs(db, { limit: 1, offset: 0 })).toHaveLength(1);
    });
  });

  describe('product_results', () => {
    it('stores results in sheet order, pages them and computes admin stats', async () => {
      const { db } = get();
      const before = await jobStats(db);
      const job = await insertJobWithRows(db, { originalFileName: 'c.csv' }, [
        { rowIndex: 2, title: 'third', shopifyUrl: 'https://x/3.jpg', processingStatus: 'failed', processingTime: 300 },
        { rowIndex: 0, title: 'first', shopifyUrl: 'https://x/1.jpg', processingStatus: 'success', processingTime: 100 },
        { rowIndex: 1, title: 'second', shopifyUrl: 'https://x/2.jpg', processingStatus: 'success', generatedAlt: 'Blue linen shirt' },
      ]);
      expect((await listResults(db, job.id)).map((r) => r.title)).toEqual(['first', 'second', 'third']);
      expect((await listResults(db, job.id, { limit: 1, offset: 1 })).map((r) => r.title)).toEqual(['second']);
      await patchJob(db, job.id, { status: 'completed' });
      expect((await getJob(db, job.id))?.status).toBe('completed');

      const after = await jobStats(db);
      expect(after.totalJobs).toBe(before.totalJobs + 1);
      expect(after.totalImages).toBe(before.totalImages + 3);
      expect(after.totalSuccessful).toBe(before.totalSuccessful + 2);
      // Only this test writes processing times, so the average is exactly theirs.
      expect(after.avgProcessingTime).toBe(200);
    });

    it('rejects a duplicate row/image position inside one job', async () => {
      const { db } = get();
      await expect(
        insertJobWithRows(db, { originalFileName: 'd.xlsx' }, [
          { rowIndex: 0, processingStatus: 'pending' },
          { rowIndex: 0, processingStatus: 'pending' },
        ]),
      ).rejects.toThrow();
    });
  });
});
