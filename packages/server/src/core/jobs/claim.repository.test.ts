import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { claimPendingRows, claimRowsById, claimStatement, releaseDeadClaims, releaseRows, storeOutcomes } from './claim.repository.ts';
import { getJob, insertJobWithRows } from './job.repository.ts';
import { countUnfinished, listResults, type RowPatch } from './result.repository.ts';

const failed: RowPatch = { processingStatus: 'failed', errorMessage: 'Address not allowed', generatedAlt: null, characterCount: 0 };
const ok: RowPatch = { processingStatus: 'success', errorMessage: null, generatedAlt: 'Red shoe', characterCount: 8, violations: ['x'] };

function pendingRows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    rowIndex: i,
    shopifyUrl: `http://127.0.0.${i % 250}:9/${i}.jpg`,
    processingStatus: 'pending' as const,
  }));
}

await describeEachDatabase('runner queue (claim, store, hand back)', (get) => {
  it('claims in sheet order from the partial index of pending rows, without sorting the job', async () => {
    const { db } = get();
    const job = await insertJobWithRows(db, { originalFileName: 'big.csv', sourceFormat: 'csv' }, pendingRows(5000));
    await insertJobWithRows(db, { originalFileName: 'other.csv', sourceFormat: 'csv' }, pendingRows(2000));
    await db.execute(sql`analyze product_results`);
    const plan = (await db.execute(sql`explain ${claimStatement(job.id, 100)}`)) as unknown as { rows: Array<Record<string, string>> };
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('product_results_pending');
    expect(text).not.toMatch(/\bSort\b/);

    const first = await claimPendingRows(db, job.id, 100);
    expect(first.map((r) => r.rowIndex)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const second = await claimPendingRows(db, job.id, 3);
    expect(second.map((r) => r.rowIndex)).toEqual([100, 101, 102]);
    // The process dies holding its claims: the next start hands all of them back, first in line again.
    expect(await releaseDeadClaims(db)).toBe(103);
    expect((await claimPendingRows(db, job.id, 1)).map((r) => r.rowIndex)).toEqual([0]);
    expect(await releaseDeadClaims(db)).toBe(1);
  });

  it("claims a queue slice by id: its pending rows and a dead worker's claimed ones, never a stored one", async () => {
    const { db } = get();
    const job = await insertJobWithRows(db, { originalFileName: 'q.csv', sourceFormat: 'csv' }, pendingRows(4));
    const ids = (await listResults(db, job.id)).map((r) => r.id);
    const [stored, held] = await claimPendingRows(db, job.id, 2);
    await storeOutcomes(db, [{ row: stored!, patch: ok }]);
    // Row 1 stays claimed, as by a worker killed mid-slice: the slice's next run takes it with the pending ones.
    const slice = await claimRowsById(db, [...ids].reverse());
    expect(slice.map((r) => r.rowIndex)).toEqual([1, 2, 3]);
    expect(slice[0]!.id).toBe(held!.id);
    await storeOutcomes(
      db,
      slice.map((row) => ({ row, patch: ok })),
    );
    expect(await claimRowsById(db, ids)).toEqual([]);
    expect(await getJob(db, job.id)).toMatchObject({ processedProducts: 4, successfulProducts: 4 });
  });

  it('stores a batch of outcomes and the job counters in one statement, each row once', async () => {
    const { db } = get();
    const job = await insertJobWithRows(db, { originalFileName: 's.csv', sourceFormat: 'csv' }, pendingRows(6));
    const rows = await claimPendingRows(db, job.id, 6);
    const outcomes = rows.map((row, i) => ({ row, patch: i % 3 === 0 ? ok : failed }));
    expect(await storeOutcomes(db, outcomes.slice(0, 4))).toBe(4);
    // A second writer of the same rows (or a claim handed back) changes nothing and counts nothing.
    expect(await storeOutcomes(db, outcomes.slice(0, 4))).toBe(0);
    expect(await getJob(db, job.id)).toMatchObject({ processedProducts: 4, successfulProducts: 2, errorProducts: 2 });
    const stored = await listResults(db, job.id);
    expect(stored.slice(0, 4).map((r) => [r.processingStatus, r.generatedAlt, r.errorMessage])).toEqual([
      ['success', 'Red shoe', null],
      ['failed', null, 'Address not allowed'],
      ['failed', null, 'Address not allowed'],
      ['success', 'Red shoe', null],
    ]);
    expect(stored[0]!.violations).toEqual(['x']);

    // Two rows still claimed: a stopping runner hands back the ones it will not start; a restart hands back the rest.
    expect(await releaseRows(db, [rows[4]!.id])).toBe(1);
    expect(await releaseDeadClaims(db)).toBe(1);
    expect(await countUnfinished(db, job.id)).toBe(2);
    const again = await claimPendingRows(db, job.id, 10);
    expect(again.map((r) => r.rowIndex)).toEqual([4, 5]);
    expect(
      await storeOutcomes(
        db,
        again.map((row) => ({ row, patch: failed })),
      ),
    ).toBe(2);
    expect(await getJob(db, job.id)).toMatchObject({ processedProducts: 6, successfulProducts: 2, errorProducts: 4 });
    expect(await countUnfinished(db, job.id)).toBe(0);
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
          const rows = await claimPendingRows(db, job.id, 3);
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
      expect(await storeOutcomes(db, [{ row, patch: ok }])).toBe(1);
    }
    expect(await storeOutcomes(db, [{ row: rows[0]!, patch: ok }])).toBe(0);
    expect(await getJob(db, job.id)).toMatchObject({ processedProducts: n / 2, successfulProducts: n / 2, errorProducts: 0 });

    // The process "dies" here: the other half is still claimed. A restart hands exactly those back.
    expect(await releaseDeadClaims(db)).toBe(n / 2);
    const again = await claimPendingRows(db, job.id, n);
    expect(again.map((r) => r.rowIndex)).toEqual(Array.from({ length: n / 2 }, (_, i) => i + n / 2));
    await storeOutcomes(
      db,
      again.map((row) => ({ row, patch: failed })),
    );
    expect(await countUnfinished(db, job.id)).toBe(0);
    expect(await getJob(db, job.id)).toMatchObject({ processedProducts: n, successfulProducts: n / 2, errorProducts: n / 2 });
  });
});
