import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases.ts';
import { createJob, findJobById, listJobs, updateJob } from './job.repository.ts';
import { insertResults, listResultsByJob, updateResult } from './result.repository.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  getAdminPasswordHash,
  insertSession,
  setAdminPasswordHash,
} from './admin.repository.ts';
import { computeAdminStats, pingDatabase } from './stats.repository.ts';

await describeEachDatabase('repositories', (get) => {
  describe('jobs and results', () => {
    it('creates a job with the spec defaults and reads it back', async () => {
      const { db } = get();
      const job = await createJob(db, { originalFileName: 'catalogue.xlsx' });
      expect(job.status).toBe('pending');
      expect(job.processedProducts).toBe(0);
      expect(job.results).toEqual([]);
      expect(job.enhancedFilePath).toBeNull();
      expect((await findJobById(db, job.id))?.originalFileName).toBe('catalogue.xlsx');
      expect(await findJobById(db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
    });

    it('lists jobs newest first and pages', async () => {
      const { db } = get();
      const older = await createJob(db, { originalFileName: 'a.xlsx', createdAt: new Date('2025-01-01T00:00:00Z') });
      const newer = await createJob(db, { originalFileName: 'b.xlsx', createdAt: new Date('2030-01-01T00:00:00Z') });
      const all = await listJobs(db, { limit: 100, offset: 0 });
      const ids = all.map((j) => j.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(await listJobs(db, { limit: 1, offset: 0 })).toHaveLength(1);
    });

    it('stores results in sheet order, updates them and computes admin stats', async () => {
      const { db } = get();
      const before = await computeAdminStats(db);
      const job = await createJob(db, { originalFileName: 'c.csv', totalProducts: 3 });
      await insertResults(db, [
        { jobId: job.id, rowIndex: 2, title: 'third', shopifyUrl: 'https://x/3.jpg', processingTime: 300 },
        { jobId: job.id, rowIndex: 0, title: 'first', shopifyUrl: 'https://x/1.jpg', processingTime: 100 },
        { jobId: job.id, rowIndex: 1, title: 'second', shopifyUrl: 'https://x/2.jpg' },
      ]);
      const rows = await listResultsByJob(db, job.id, { limit: 10, offset: 0 });
      expect(rows.map((r) => r.title)).toEqual(['first', 'second', 'third']);
      const updated = await updateResult(db, rows[1]!.id, {
        generatedAlt: 'Blue linen shirt',
        processingStatus: 'success',
        characterCount: 16,
      });
      expect(updated?.generatedAlt).toBe('Blue linen shirt');
      await updateJob(db, job.id, { processedProducts: 3, successfulProducts: 2, errorProducts: 1, status: 'completed' });

      const after = await computeAdminStats(db);
      expect(after.totalJobs).toBe(before.totalJobs + 1);
      expect(after.totalImages).toBe(before.totalImages + 3);
      expect(after.totalSuccessful).toBe(before.totalSuccessful + 2);
      // Only this test writes processing times, so the average is exactly theirs.
      expect(after.avgProcessingTime).toBe(200);
    });

    it('rejects a duplicate row/image position inside one job', async () => {
      const { db } = get();
      const job = await createJob(db, { originalFileName: 'd.xlsx' });
      await insertResults(db, [{ jobId: job.id, rowIndex: 0 }]);
      await expect(insertResults(db, [{ jobId: job.id, rowIndex: 0 }])).rejects.toThrow();
    });
  });

  describe('admin credentials and sessions', () => {
    it('stores one password hash and replaces it', async () => {
      const { db } = get();
      expect(await getAdminPasswordHash(db)).toBeUndefined();
      await setAdminPasswordHash(db, 'scrypt$first');
      await setAdminPasswordHash(db, 'scrypt$second');
      expect(await getAdminPasswordHash(db)).toBe('scrypt$second');
    });

    it('finds live sessions only and purges expired ones', async () => {
      const { db } = get();
      const now = new Date('2030-06-01T12:00:00Z');
      await insertSession(db, 'live', new Date('2030-06-01T13:00:00Z'));
      await insertSession(db, 'expired', new Date('2030-06-01T11:00:00Z'));
      expect(await findLiveSession(db, 'live', now)).toBe('live');
      expect(await findLiveSession(db, 'expired', now)).toBeUndefined();
      await deleteExpiredSessions(db, now);
      await deleteSession(db, 'live');
      expect(await findLiveSession(db, 'live', now)).toBeUndefined();
    });

    it('answers a ping', async () => {
      await expect(pingDatabase(get().db)).resolves.toBeUndefined();
    });
  });
});
