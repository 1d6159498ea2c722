import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/databases.ts';
import { claimPendingRows, storeOutcomes } from './claim.repository.ts';
import { recordJobEngine } from './job-engines.ts';
import { getJob, insertJobWithRows } from './job.repository.ts';
import type { RowPatch } from './result.repository.ts';

const ok: RowPatch = { processingStatus: 'success', errorMessage: null, generatedAlt: 'Red shoe', characterCount: 8 };
const failed: RowPatch = { processingStatus: 'failed', errorMessage: 'Address not allowed', generatedAlt: null, characterCount: 0 };

function pendingRows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    rowIndex: i,
    shopifyUrl: `https://cdn.example/${i}.jpg`,
    processingStatus: 'pending' as const,
  }));
}

await describeEachDatabase('processing_jobs.engines (which engines wrote a job)', (get) => {
  it('is null until an alt is written: failed rows name no engine', async () => {
    const { db } = get();
    const job = await insertJobWithRows(db, { originalFileName: 'a.csv', sourceFormat: 'csv' }, pendingRows(2));
    const rows = await claimPendingRows(db, job.id, 2);
    await storeOutcomes(
      db,
      rows.map((row) => ({ row, patch: failed })),
    );
    expect((await getJob(db, job.id))?.engines).toBeNull();
  });

  it('appends each new engine once, in first-use order, in the statement that stores the rows', async () => {
    const { db } = get();
    const job = await insertJobWithRows(db, { originalFileName: 'b.csv', sourceFormat: 'csv' }, pendingRows(6));
    const other = await insertJobWithRows(db, { originalFileName: 'c.csv', sourceFormat: 'csv' }, pendingRows(1));
    const [r0, r1, r2, r3, r4, r5] = await claimPendingRows(db, job.id, 6);
    const [o0] = await claimPendingRows(db, other.id, 1);
    // The job starts on a provider; one row falls back to the offline engine; a failed row names none.
    await storeOutcomes(db, [
      { row: r0!, patch: ok, engine: 'openai:gpt-4o' },
      { row: r1!, patch: failed, engine: null },
      { row: o0!, patch: ok, engine: 'local' },
    ]);
    expect((await getJob(db, job.id))?.engines).toEqual(['openai:gpt-4o']);
    expect((await getJob(db, other.id))?.engines).toEqual(['local']);
    await storeOutcomes(db, [
      { row: r2!, patch: ok, engine: 'local' },
      { row: r3!, patch: ok, engine: 'openai:gpt-4o' },
    ]);
    expect((await getJob(db, job.id))?.engines).toEqual(['openai:gpt-4o', 'local']);
    // The administrator switched to another model mid-job.
    await storeOutcomes(db, [
      { row: r4!, patch: ok, engine: 'anthropic:claude-sonnet-4-5' },
      { row: r5!, patch: ok, engine: 'openai:gpt-4o' },
    ]);
    expect((await getJob(db, job.id))?.engines).toEqual(['openai:gpt-4o', 'local', 'anthropic:claude-sonnet-4-5']);
    // A row stored twice (a handed-back claim racing) is not counted, and adds nothing.
    expect(await storeOutcomes(db, [{ row: r0!, patch: ok, engine: 'google:gemini-2.5-flash' }])).toBe(0);
    expect((await getJob(db, job.id))?.engines).toEqual(['openai:gpt-4o', 'local', 'anthropic:claude-sonnet-4-5']);
  });

  it('records the engine of a regenerated row, once', async () => {
    const { db } = get();
    const job = await insertJobWithRows(db, { originalFileName: 'd.csv', sourceFormat: 'csv' }, pendingRows(1));
    await recordJobEngine(db, job.id, 'openai-compatible:llava:13b');
    await recordJobEngine(db, job.id, 'local');
    await recordJobEngine(db, job.id, 'openai-compatible:llava:13b');
    expect((await getJob(db, job.id))?.engines).toEqual(['openai-compatible:llava:13b', 'local']);
  });
});
