import { describe, expect, it } from 'vitest';
import { auroc, groupedFolds, quantile } from './metrics.ts';

describe('auroc', () => {
  it('is 1 for perfect separation, 0.5 for ties, 0 when inverted', () => {
    expect(auroc([0.9, 0.8], [0.1, 0.2])).toBe(1);
    expect(auroc([0.5, 0.5], [0.5])).toBe(0.5);
    expect(auroc([0.1], [0.9, 0.8])).toBe(0);
  });
  it('counts pairwise orderings', () => {
    // pairs: (0.6>0.5) yes, (0.6>0.7) no, (0.8>0.5) yes, (0.8>0.7) yes → 3/4
    expect(auroc([0.6, 0.8], [0.5, 0.7])).toBeCloseTo(0.75, 10);
  });
});

describe('groupedFolds', () => {
  it('never splits a group across folds and uses every fold', () => {
    const groups = Array.from({ length: 200 }, (_, i) => `g${Math.floor(i / 3)}`);
    const folds = groupedFolds(groups, 5);
    const foldOf = new Map<string, number>();
    groups.forEach((g, i) => {
      const f = folds[i] as number;
      expect(foldOf.get(g) ?? f).toBe(f);
      foldOf.set(g, f);
    });
    expect(new Set(folds).size).toBe(5);
    const sizes = [0, 1, 2, 3, 4].map((f) => folds.filter((x) => x === f).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(3);
  });
});

describe('quantile', () => {
  it('interpolates linearly', () => {
    expect(quantile([0, 10], 0.25)).toBeCloseTo(2.5, 10);
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
  });
});
