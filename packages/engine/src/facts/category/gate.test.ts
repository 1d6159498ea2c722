import { describe, expect, it } from 'vitest';
import { gateScore, quantiseRows, unitNormalise } from './gate.ts';

function randomUnit(dims: number, seed: number): Float32Array {
  let s = seed;
  return unitNormalise(
    Float32Array.from({ length: dims }, () => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return s / 2147483648 - 0.5;
    }),
  );
}

describe('gateScore', () => {
  const dims = 64;
  const refs = Array.from({ length: 50 }, (_, i) => randomUnit(dims, i + 1));
  const q = quantiseRows(refs, dims);
  const gate = { count: refs.length, dims, rows: q.rows, scales: q.scales, k: 3 };

  it('matches the exact top-k mean cosine despite int8 storage', () => {
    const query = randomUnit(dims, 999);
    const exact = refs.map((r) => r.reduce((s, v, j) => s + v * (query[j] as number), 0)).sort((a, b) => b - a);
    const expected = (exact[0]! + exact[1]! + exact[2]!) / 3;
    expect(gateScore(gate, query)).toBeCloseTo(expected, 2);
  });

  it('scores a stored reference higher than an unrelated vector', () => {
    const near = gateScore({ ...gate, k: 1 }, refs[7] as Float32Array);
    expect(near).toBeGreaterThan(0.99);
    expect(gateScore(gate, randomUnit(dims, 4242))).toBeLessThan(near);
  });
});
