import { describe, expect, it } from 'vitest';
import { balancedWeights, fitLogReg, predictProba } from './logreg.ts';
import { seededRandom } from './metrics.ts';

function blobs(n: number, classes: number, dims: number, spread: number, seed: number): { X: Float64Array[]; y: number[] } {
  const r = seededRandom(seed);
  const centres = Array.from({ length: classes }, () => Float64Array.from({ length: dims }, () => r() * 4 - 2));
  const X: Float64Array[] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = i % classes;
    y.push(c);
    X.push(Float64Array.from(centres[c] as Float64Array, (v) => v + (r() * 2 - 1) * spread));
  }
  return { X, y };
}

const argmax = (p: Float64Array): number => p.indexOf(Math.max(...p));

describe('fitLogReg', () => {
  it('learns well-separated classes and generalises to held-out samples', async () => {
    const { X, y } = blobs(600, 4, 12, 1, 1);
    const head = await fitLogReg(X.slice(0, 300), y.slice(0, 300), 4, { C: 1 });
    const held = X.slice(300);
    const acc = held.filter((x, i) => argmax(predictProba(head, x)) === y[300 + i]).length / held.length;
    expect(acc).toBeGreaterThan(0.95);
  });

  it('returns probabilities that sum to one', async () => {
    const { X, y } = blobs(90, 3, 5, 2, 2);
    const p = predictProba(await fitLogReg(X, y, 3, { C: 0.5 }), X[0] as Float64Array);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('shrinks weights as C decreases (L2)', async () => {
    const { X, y } = blobs(120, 3, 6, 1.5, 3);
    const norm = async (C: number): Promise<number> => (await fitLogReg(X, y, 3, { C })).weights.reduce((s, w) => s + w * w, 0);
    expect(await norm(0.01)).toBeLessThan(await norm(1));
  });
});

describe('balancedWeights', () => {
  it('gives every class the same total weight', () => {
    const labels = [0, 0, 0, 1];
    const w = balancedWeights(labels, 2);
    expect(w[0]! * 3).toBeCloseTo(w[3]!, 10);
    expect([...w].reduce((a, b) => a + b, 0)).toBeCloseTo(labels.length, 10);
  });
});
