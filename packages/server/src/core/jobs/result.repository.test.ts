import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { insertJobWithRows, unfinishedJobIds } from './job.repository.ts';
import { countUnfinished, urlsInOrder } from './result.repository.ts';

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
});
