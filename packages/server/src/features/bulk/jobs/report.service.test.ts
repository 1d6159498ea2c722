import { expect, it } from 'vitest';
import type { Db } from '../../../core/db/client.ts';
import { insertJobWithRows } from '../../../core/jobs/job.repository.ts';
import type { NewJobResult } from '../../../core/jobs/result.repository.ts';
import { describeEachDatabase } from '../../../testing/databases.ts';
import { jobResults } from './report.service.ts';

function row(status: 'success' | 'failed' | 'skipped', alt: string | null, violations: string[] | null, needsReview = false) {
  return { processingStatus: status, generatedAlt: alt, violations, needsReview, characterCount: alt?.length ?? 0 };
}

/** The summary of a job holding `rows` in this order (the metrics are aggregated by the database, issue 23 #4). */
async function summary(db: Db, rows: Array<ReturnType<typeof row>>) {
  const job = await insertJobWithRows(
    db,
    { originalFileName: 'm.csv', status: 'completed' },
    rows.map((r, rowIndex): NewJobResult => ({ rowIndex, shopifyUrl: `https://x/${rowIndex}.jpg`, ...r })),
  );
  return jobResults(db, job.id);
}

await describeEachDatabase('quality metrics', (get) => {
  it('is a share of every row the job was to write: a failed row counts against all three', async () => {
    const s = await summary(get().db, [
      row('success', 'Navy linen shirt on a white background', []),
      row('success', 'Red shoe', ['too-short']),
      row('success', 'x'.repeat(130), ['too-long'], true),
      row('failed', null, null),
    ]);
    // 1 rule-clean alt of 4 rows; 2 described without a review flag; 2 alts within 125 characters.
    expect(s.qualityMetrics).toEqual({ seoOptimized: 25, visualAnalysisQuality: 50, characterLimitCompliance: 50 });
    expect([s.measuredRows, s.needsReviewCount, s.averageAltLength]).toEqual([4, 1, Math.round(((38 + 8 + 130) / 3) * 10) / 10]);
    expect(s.statusCounts).toEqual({ success: 3, failed: 1, skipped: 0, pending: 0 });
  });

  it('never reads 100 % when rows failed, however good the other alts are', async () => {
    const rows = [...Array.from({ length: 9 }, () => row('success', 'Navy linen shirt on a hanger', [])), row('failed', null, null)];
    expect((await summary(get().db, rows)).qualityMetrics).toEqual({
      seoOptimized: 90,
      visualAnalysisQuality: 90,
      characterLimitCompliance: 90,
    });
  });

  it('counts a flagged alt against visual analysis until a person clears the flag', async () => {
    expect((await summary(get().db, [row('success', 'A product', [], true)])).qualityMetrics.visualAnalysisQuality).toBe(0);
    expect((await summary(get().db, [row('success', 'A product', [], false)])).qualityMetrics.visualAnalysisQuality).toBe(100);
  });

  it('leaves out kept alts (never analysed), and is zero when nothing was measured', async () => {
    const { db } = get();
    const kept = row('skipped', 'Merchant alt', []);
    const zero = { seoOptimized: 0, visualAnalysisQuality: 0, characterLimitCompliance: 0 };
    expect((await summary(db, [kept, row('failed', null, null)])).measuredRows).toBe(1);
    expect((await summary(db, [kept])).qualityMetrics).toEqual(zero);
    expect((await summary(db, [kept, row('success', 'Red shoe', ['too-short'])])).qualityMetrics).toEqual({
      seoOptimized: 0,
      visualAnalysisQuality: 100,
      characterLimitCompliance: 100,
    });
    expect((await summary(db, [row('failed', null, null)])).qualityMetrics).toEqual(zero);
  });

  it('lists the failed rows’ messages most common first, ties in sheet order', async () => {
    const failed = (message: string) => ({ ...row('failed', null, null), errorMessage: message });
    const s = await summary(get().db, [failed('B'), failed('A'), failed('A'), row('success', 'Red shoe', []), failed('C')]);
    expect(s.failureMessages).toEqual([
      { message: 'A', count: 2 },
      { message: 'B', count: 1 },
      { message: 'C', count: 1 },
    ]);
  });
});
