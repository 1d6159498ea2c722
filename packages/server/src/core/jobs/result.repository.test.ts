import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { insertJobWithRows, unfinishedJobIds } from './job.repository.ts';
import { countUnfinished, resultPages, urlsInOrder } from './result.repository.ts';

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

  it('pages a job in sheet order by keyset, several images per row and past the ETA read page (5,000)', async () => {
    const { db } = get();
    // Inserted out of order: row 2 before row 1, and 6,001 rows of two images each.
    const rows = [2, 1, 0, ...Array.from({ length: 6001 }, (_, i) => i + 3)].flatMap((rowIndex) =>
      [1, 0].map((imageIndex) => ({
        rowIndex,
        imageIndex,
        shopifyUrl: `https://x/${rowIndex}-${imageIndex}.jpg`,
        processingStatus: 'pending' as const,
      })),
    );
    const job = await insertJobWithRows(db, { originalFileName: 'b.csv' }, rows);
    const seen: string[] = [];
    for await (const page of resultPages(db, job.id, 7)) {
      seen.push(...page.map((r) => `${r.rowIndex}-${r.imageIndex}`));
      if (seen.length > 100) {
        break;
      }
    }
    expect(seen.slice(0, 6)).toEqual(['0-0', '0-1', '1-0', '1-1', '2-0', '2-1']);
    expect(new Set(seen).size).toBe(seen.length);
    const all: Array<{ rowIndex: number; imageIndex: number }> = [];
    for await (const page of resultPages(db, job.id, 5000)) {
      all.push(...page);
    }
    expect(all).toHaveLength(rows.length);
    expect(all.every((r, i) => i === 0 || r.rowIndex * 2 + r.imageIndex > all[i - 1]!.rowIndex * 2 + all[i - 1]!.imageIndex)).toBe(true);
    const urls = await urlsInOrder(db, job.id);
    expect(urls).toHaveLength(rows.length);
    expect(urls.slice(-2).map((u) => u.url)).toEqual(['https://x/6003-0.jpg', 'https://x/6003-1.jpg']);
  });
});
