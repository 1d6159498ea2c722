import { describe, expect, it } from 'vitest';
import { decideCategory, scoreCategory } from './classify.ts';
import { quantiseRows, unitNormalise } from './gate.ts';
import type { CategoryModel } from './model-file.ts';
import { FEATURE_DIMS } from './pooling.ts';
import { CATEGORY_VOCABULARY, type CategoryId } from './vocabulary.ts';

const t = { fineProbability: 0.7, groupProbability: 0.7, similarity: 0.6 };
const model = { classes: ['sneakers', 'sandals', 'watch'] as CategoryId[], groupOf: ['shoes', 'shoes', 'accessories'] } as const;
const scores = (p: number[], similarity: number): { probabilities: Float32Array; similarity: number } => ({
  probabilities: Float32Array.from(p),
  similarity,
});

describe('decideCategory', () => {
  it('names the fine class when probability and similarity pass', () => {
    expect(decideCategory(model as unknown as CategoryModel, scores([0.8, 0.15, 0.05], 0.7), t)).toEqual({
      fine: 'sneakers',
      group: 'shoes',
      probability: expect.closeTo(0.8, 5) as number,
      gateScore: 0.7,
    });
  });

  it('backs off to the group when only the summed group probability passes', () => {
    const fact = decideCategory(model as unknown as CategoryModel, scores([0.45, 0.45, 0.1], 0.7), t);
    expect(fact).toMatchObject({ fine: null, group: 'shoes' });
    expect(fact?.probability).toBeCloseTo(0.9, 5);
  });

  it('never names a silent group on its own, but still names its fine classes', () => {
    const m = model as unknown as CategoryModel;
    const silent = { ...t, silentGroups: ['shoes'] };
    expect(decideCategory(m, scores([0.45, 0.45, 0.1], 0.7), silent)).toBeUndefined();
    expect(decideCategory(m, scores([0.8, 0.15, 0.05], 0.7), silent)).toMatchObject({ fine: 'sneakers', group: 'shoes' });
  });

  it('refuses when the gate similarity is too low, however confident the softmax', () => {
    expect(decideCategory(model as unknown as CategoryModel, scores([0.99, 0.005, 0.005], 0.4), t)).toBeUndefined();
  });

  it('refuses when neither fine nor group probability passes', () => {
    expect(decideCategory(model as unknown as CategoryModel, scores([0.35, 0.2, 0.45], 0.9), t)).toBeUndefined();
  });
});

describe('scoreCategory', () => {
  // A tiny hand-built model: class k responds to feature k; the gate holds unit vectors e_0 and e_1.
  const K = 3;
  const weights = new Float32Array(K * FEATURE_DIMS);
  for (let k = 0; k < K; k++) {
    weights[k * FEATURE_DIMS + k] = 10;
  }
  const e = (i: number): Float32Array => {
    const v = new Float32Array(FEATURE_DIMS);
    v[i] = 1;
    return v;
  };
  const q = quantiseRows([e(0), e(1)], FEATURE_DIMS);
  const m = {
    ...model,
    mean: new Float32Array(FEATURE_DIMS),
    std: new Float32Array(FEATURE_DIMS).fill(1),
    weights,
    bias: new Float32Array(K),
    gate: { count: 2, dims: FEATURE_DIMS, rows: q.rows, scales: q.scales, k: 1 },
    thresholds: t,
  } as unknown as CategoryModel;

  it('computes softmax over the linear head and the cosine gate', () => {
    const s = scoreCategory(m, e(0));
    expect(s.probabilities[0]).toBeGreaterThan(0.99);
    expect(s.similarity).toBeCloseTo(1, 3);
    const off = scoreCategory(m, unitNormalise(Float32Array.from({ length: FEATURE_DIMS }, (_, j) => (j === 5 ? 1 : 0))));
    expect(off.similarity).toBeCloseTo(0, 3);
  });

  it('rejects feature vectors of the wrong length', () => {
    expect(() => scoreCategory(m, new Float32Array(10))).toThrow(/680/);
  });

  it('has a vocabulary entry for every class used here', () => {
    for (const c of model.classes) {
      expect(CATEGORY_VOCABULARY[c].group).toBeDefined();
    }
  });
});
