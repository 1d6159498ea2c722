import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { getJob, insertJobWithRows, unfinishedJobIds } from './job.repository.ts';
import { claimRows, completeRow, countUnfinished, listResults, releaseClaims, urlsInOrder, type RowPatch } from './result.repository.ts';

const ok: RowPatch = { processingStatus: 'success', generatedAlt: 'Red shoe', characterCount: 8, errorMessage: null };

await describeEachDatabase('bulk job rows', (get) => {
  it('creates the job with its rows and the counters of rows decided at upload', async () => {
    const { db } = get();
    const job = await insertJobWithRows(db, { originalFileName: 'a.csv', sourceFormat: 'csv' }, [
      { rowIndex: 0, shopifyUrl: 'https://x/0.jpg', processingStatus: 'pending' },
      { rowIndex: 1, shopifyUrl: '', processingStatus: 'failed', errorMessage: 'Missing image URL' },
      { rowIndex: 2, shopifyUrl: 'https://x/2.jpg', processingStatus: 'skipped', generatedAlt: 'Kept' },
    ]);
    expect(job).toMatchObject({ totalProducts: 3, processedProducts: 2, successfulProducts: 1, errorProducts: 1 });
    expect(await countUnfinished(db, job.id)).toBe(1);
    expect(await unfinishedJobIds(db)).toContain(job.id);
    // The progress ETA's view: each row's URL in processing order, and whether it is still to do.
    expect(await urlsInOrder(db, job.id)).toEqual([
      { url: 'https://x/0.jpg', unfinished: true },
      { url: '', unfinished: false },
      { url: 'https://x/2.jpg', unfinished: false },
    ]);
  });

  it('concurrent claims never hand the same row twice; a row is counted once; dead claims are released', async () => {
    const { db } = get();
    const n = 40;
    const job = await insertJobWithRows(
      db,
      { originalFileName: 'b.csv', sourceFormat: 'csv' },
      Array.from({ length: n }, (_, i) => ({ rowIndex: i, shopifyUrl: `https://x/${i}.jpg`, processingStatus: 'pending' })),
    );
    // Ten workers claiming in parallel until nothing is left.
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (;;) {
          const rows = await claimRows(db, job.id, 3);
          if (rows.length === 0) {
            return;
          }
          claimed.push(...rows.map((r) => r.id));
        }
      }),
    );
    expect(claimed).toHaveLength(n);
    expect(new Set(claimed).size).toBe(n);

    const rows = await listResults(db, job.id);
    // Half are stored; one of them twice (a racing writer) and still counted once.
    for (const row of rows.slice(0, n / 2)) {
      expect(await completeRow(db, row, ok)).toBe(true);
    }
    expect(await completeRow(db, rows[0]!, ok)).toBe(false);
    expect(await getJob(db, job.id)).toMatchObject({ processedProducts: n / 2, successfulProducts: n / 2, errorProducts: 0 });

    // The process "dies" here: the other half is still claimed. A restart hands exactly those back.
    expect(await releaseClaims(db)).toBe(n / 2);
    const again = await claimRows(db, job.id, n);
    expect(again.map((r) => r.rowIndex)).toEqual(Array.from({ length: n / 2 }, (_, i) => i + n / 2));
    for (const row of again) {
      await completeRow(db, row, { processingStatus: 'failed', errorMessage: 'Not an image', generatedAlt: null, characterCount: 0 });
    }
    expect(await countUnfinished(db, job.id)).toBe(0);
    expect(await getJob(db, job.id)).toMatchObject({ processedProducts: n, successfulProducts: n / 2, errorProducts: n / 2 });
  });
});
