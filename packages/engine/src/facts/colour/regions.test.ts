import { describe, expect, it } from 'vitest';
import { median } from './regions.ts';

/** What median() replaced: the middle element of a numeric sort. */
const sortedMiddle = (values: number[]): number => Float64Array.from(values).sort()[Math.floor(values.length / 2)] ?? 0;

describe('median', () => {
  it('is the middle element of the sorted values, duplicates, odd and even lengths included', () => {
    let seed = 7;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 1; n < 400; n += 13) {
      const spread = [random() * 100 - 50, Math.round(random() * 5), random() < 0.5 ? 0 : -random()];
      for (const scale of spread) {
        const values = Array.from({ length: n }, () => Math.round(random() * 10) * scale + (random() < 0.1 ? random() : 0));
        expect(median(values)).toBe(sortedMiddle(values));
      }
    }
  });

  it('is 0 for no values and the value itself for one', () => {
    expect(median([])).toBe(0);
    expect(median([3.5])).toBe(3.5);
  });
});
