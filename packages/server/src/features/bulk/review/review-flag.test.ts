import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getJob, insertJobWithRows, patchJob } from '../../../core/jobs/job.repository.ts';
import { claimPendingRows, storeOutcomes } from '../../../core/jobs/claim.repository.ts';
import { csvRows } from '../../../testing/bulk-fixtures.ts';
import { describeEachDatabase } from '../../../testing/databases.ts';
import { writeJobOutput } from '../jobs/job-output.ts';
import { downloadFile, jobResults } from '../jobs/report.service.ts';
import { approveResult, editAlt } from './review.service.ts';

/**
 * The review flag from a stored row outcome to the API, the written file, the inline edit and the approval. The outcomes
 * are stored as the runner stores them (storeOutcomes), so which row the engine doubts is decided here.
 */
let dataDir: string;
type Db = Parameters<typeof patchJob>[0];
const patchJobDone = (db: Db, id: string, out: string) =>
  patchJob(db, id, { status: 'completed', enhancedFilePath: out, processingCompleted: new Date() });
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'review-flag-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A simple-mode CSV job of a vase and a lamp, both claimed as the runner claims them; with a third row that has no
 * image URL (failed at upload) when asked.
 */
async function vaseAndLampJob(db: Db, { withMissingRow }: { withMissingRow: boolean }) {
  const source = path.join(dataDir, `${Math.random().toString(16).slice(2)}.csv`);
  await writeFile(source, `Shopify_URL,Title\nhttps://x/0.jpg,Vase\nhttps://x/1.jpg,Lamp\n${withMissingRow ? ',Gone\n' : ''}`);
  const created = await insertJobWithRows(db, { originalFileName: 'r.csv', sourceFormat: 'csv', sourceFilePath: source, mode: 'simple' }, [
    { rowIndex: 0, title: 'Vase', shopifyUrl: 'https://x/0.jpg', processingStatus: 'pending' },
    { rowIndex: 1, title: 'Lamp', shopifyUrl: 'https://x/1.jpg', processingStatus: 'pending' },
    ...(withMissingRow
      ? [{ rowIndex: 2, title: 'Gone', shopifyUrl: '', processingStatus: 'failed' as const, errorMessage: 'Missing image URL' }]
      : []),
  ]);
  const [vase, lamp] = await claimPendingRows(db, created.id, 2);
  return { created, vase: vase!, lamp: lamp! };
}

await describeEachDatabase('review flag', (get) => {
  it('is stored per row, counted in the results, written as ALT_Status review and cleared by an edit', async () => {
    const { db } = get();
    const { created, vase, lamp } = await vaseAndLampJob(db, { withMissingRow: true });
    const stored = { processingStatus: 'success', errorMessage: null, imageType: 'packshot' } as const;
    await storeOutcomes(db, [
      { row: vase!, patch: { ...stored, generatedAlt: 'Blue glass vase', characterCount: 15, confidence: 0.3, needsReview: true } },
    ]);
    await storeOutcomes(db, [
      { row: lamp!, patch: { ...stored, generatedAlt: 'Brass desk lamp', characterCount: 15, confidence: 0.9, needsReview: false } },
    ]);

    const results = await jobResults(db, created.id);
    expect(results.needsReviewCount).toBe(1);
    // API order stays the sheet's order; only the web report lists flagged rows first.
    expect(results.results.map((r) => [r.title, r.processingStatus, r.needsReview])).toEqual([
      ['Vase', 'success', true],
      ['Lamp', 'success', false],
      ['Gone', 'failed', false],
    ]);

    const job = (await getJob(db, created.id))!;
    const written = csvRows(await readFile(await writeJobOutput(db, dataDir, job), 'utf8'));
    expect(written).toEqual([
      ['Shopify_URL', 'Title', 'ALT', 'ALT_Status', 'ALT_Error'],
      ['https://x/0.jpg', 'Vase', 'Blue glass vase', 'review', ''],
      ['https://x/1.jpg', 'Lamp', 'Brass desk lamp', 'success', ''],
      ['', 'Gone', '', 'failed', 'Missing image URL'],
    ]);

    // A person edited (so reviewed) the row: no longer flagged, and the file says success.
    const edited = await editAlt(db, created.id, vase!.id, 'Blue glass vase with a narrow neck');
    expect(edited).toMatchObject({ generatedAlt: 'Blue glass vase with a narrow neck', needsReview: false });
    const after = await jobResults(db, created.id);
    expect(after.needsReviewCount).toBe(0);
    expect(after.results.map((r) => r.needsReview)).toEqual([false, false, false]);
    const rewritten = csvRows(await readFile(await writeJobOutput(db, dataDir, job), 'utf8'));
    expect(rewritten[1]).toEqual(['https://x/0.jpg', 'Vase', 'Blue glass vase with a narrow neck', 'success', '']);
  });

  it('an approval clears the flag, counts in the metrics and reaches the download; only a generated alt can be approved', async () => {
    const { db } = get();
    const { created, vase, lamp } = await vaseAndLampJob(db, { withMissingRow: false });
    await storeOutcomes(db, [
      { row: vase!, patch: { processingStatus: 'success', generatedAlt: 'Blue glass vase', characterCount: 15, needsReview: true } },
    ]);
    await storeOutcomes(db, [
      { row: lamp!, patch: { processingStatus: 'failed', errorMessage: 'Not an image', generatedAlt: null, characterCount: 0 } },
    ]);
    const done = await getJob(db, created.id);
    await patchJobDone(db, created.id, await writeJobOutput(db, dataDir, done!));
    const before = await jobResults(db, created.id);
    expect(before.qualityMetrics.visualAnalysisQuality).toBe(0);
    expect(csvRows(await readFile((await downloadFile(db, dataDir, created.id)).path, 'utf8'))[1]?.[3]).toBe('review');

    // The file on disk is older than the approval: the download is written again.
    await new Promise((r) => setTimeout(r, 20));
    expect(await approveResult(db, created.id, vase!.id)).toMatchObject({ generatedAlt: 'Blue glass vase', needsReview: false });
    const after = await jobResults(db, created.id);
    expect(after.needsReviewCount).toBe(0);
    expect(after.qualityMetrics.visualAnalysisQuality).toBe(50);
    const file = csvRows(await readFile((await downloadFile(db, dataDir, created.id)).path, 'utf8'));
    expect(file[1]).toEqual(['https://x/0.jpg', 'Vase', 'Blue glass vase', 'success', '']);

    await expect(approveResult(db, created.id, lamp!.id)).rejects.toMatchObject({ id: 'nothingToApprove', status: 409 });
    await expect(approveResult(db, created.id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });
});
