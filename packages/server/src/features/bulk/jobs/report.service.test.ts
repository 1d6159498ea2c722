import { describe, expect, it } from 'vitest';
import type { ResultRowDb } from '../../../core/db/schema.ts';
import { qualityMetrics } from './report.service.ts';

function row(status: string, alt: string | null, violations: string[] | null, score: number | null): ResultRowDb {
  return {
    processingStatus: status,
    generatedAlt: alt,
    violations,
    qualityScore: score,
    characterCount: alt?.length ?? 0,
  } as ResultRowDb;
}

describe('qualityMetrics', () => {
  it('computes the three percentages from the stored rule checks of the rows whose alt the job wrote', () => {
    const metrics = qualityMetrics([
      row('success', 'Navy linen shirt on a white background', [], 100),
      row('success', 'Red shoe', ['too-short'], 85),
      row('success', 'x'.repeat(130), ['too-long'], 60),
      row('failed', null, null, null),
      row('pending', null, null, null),
    ]);
    expect(metrics).toEqual({
      seoOptimized: 33.3,
      visualAnalysisQuality: 81.7,
      characterLimitCompliance: 66.7,
    });
  });

  it('leaves out kept alts: their images were never analysed', () => {
    expect(qualityMetrics([row('skipped', 'Merchant alt', [], 100)])).toEqual({
      seoOptimized: 0,
      visualAnalysisQuality: 0,
      characterLimitCompliance: 0,
    });
    expect(qualityMetrics([row('skipped', 'Merchant alt', [], 100), row('success', 'Red shoe', ['too-short'], 85)])).toEqual({
      seoOptimized: 0,
      visualAnalysisQuality: 85,
      characterLimitCompliance: 100,
    });
  });

  it('is all zero when nothing has an alt yet', () => {
    expect(qualityMetrics([row('failed', null, null, null)])).toEqual({
      seoOptimized: 0,
      visualAnalysisQuality: 0,
      characterLimitCompliance: 0,
    });
  });
});
