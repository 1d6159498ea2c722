import { describe, expect, it } from 'vitest';
import type { ResultRowDb } from '../../../core/db/schema.ts';
import { measuredRows, qualityMetrics } from './report.service.ts';

function row(status: string, alt: string | null, violations: string[] | null, needsReview = false): ResultRowDb {
  return { processingStatus: status, generatedAlt: alt, violations, needsReview, characterCount: alt?.length ?? 0 } as ResultRowDb;
}

describe('qualityMetrics', () => {
  it('is a share of every row the job was to write: a failed row counts against all three', () => {
    const metrics = qualityMetrics([
      row('success', 'Navy linen shirt on a white background', []),
      row('success', 'Red shoe', ['too-short']),
      row('success', 'x'.repeat(130), ['too-long'], true),
      row('failed', null, null),
    ]);
    // 1 rule-clean alt of 4 rows; 2 described without a review flag; 2 alts within 125 characters.
    expect(metrics).toEqual({ seoOptimized: 25, visualAnalysisQuality: 50, characterLimitCompliance: 50 });
  });

  it('never reads 100 % when rows failed, however good the other alts are', () => {
    const rows = [...Array.from({ length: 9 }, () => row('success', 'Navy linen shirt on a hanger', [])), row('failed', null, null)];
    expect(qualityMetrics(rows)).toEqual({ seoOptimized: 90, visualAnalysisQuality: 90, characterLimitCompliance: 90 });
  });

  it('counts a flagged alt against visual analysis until a person clears the flag', () => {
    expect(qualityMetrics([row('success', 'A product', [], true)]).visualAnalysisQuality).toBe(0);
    expect(qualityMetrics([row('success', 'A product', [], false)]).visualAnalysisQuality).toBe(100);
  });

  it('leaves out kept alts (never analysed), and is zero when nothing was measured', () => {
    const kept = row('skipped', 'Merchant alt', []);
    expect(measuredRows([kept, row('failed', null, null)])).toHaveLength(1);
    expect(qualityMetrics([kept])).toEqual({ seoOptimized: 0, visualAnalysisQuality: 0, characterLimitCompliance: 0 });
    expect(qualityMetrics([kept, row('success', 'Red shoe', ['too-short'])])).toEqual({
      seoOptimized: 0,
      visualAnalysisQuality: 100,
      characterLimitCompliance: 100,
    });
    expect(qualityMetrics([row('failed', null, null)])).toEqual({ seoOptimized: 0, visualAnalysisQuality: 0, characterLimitCompliance: 0 });
  });
});
