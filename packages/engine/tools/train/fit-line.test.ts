import { describe, expect, it } from 'vitest';
import { crossValidateLine, GRID, highestLine, lowestLine, NEVER, precisionOver, rateUnder, type Line } from './fit-line.ts';

/** 100 rows with p = 0.00..0.99; the rule fires at line g on rows with p ≥ g, wrongly on the even rows under 0.6. */
const rows = Array.from({ length: 100 }, (_, i) => ({ p: i / 100, wrong: i % 2 === 0 && i < 60 }));
const fires: Line<(typeof rows)[number]> = (rs, g) => {
  const hit = rs.filter((r) => r.p >= g);
  return { hits: hit.length, bad: hit.filter((r) => r.wrong).length };
};

describe('fit-line', () => {
  it('finds the lowest grid line at which the rule holds, else never', () => {
    // Wrong rows at 0.54, 0.56, 0.58: at most 2 of 100 wrong needs g over 0.54; none wrong needs g over 0.58.
    expect(lowestLine(rows, fires, rateUnder(0.02))).toBe(0.55);
    expect(lowestLine(rows, fires, precisionOver(1))).toBe(0.59);
    expect(lowestLine(rows, () => ({ hits: 1, bad: 1 }), precisionOver(0.5))).toBe(NEVER);
    expect(GRID[0]).toBe(0.1);
  });

  it('finds the highest grid line for a rule that fires below its line, else 0', () => {
    // Firing below g, the wrong rows 0.00..0.58 count: 2 of 100 allow lines up to 0.04, under the grid; 20 allow 0.40.
    const demotes: Line<(typeof rows)[number]> = (rs, g) => {
      const hit = rs.filter((r) => r.p < g);
      return { hits: hit.length, bad: hit.filter((r) => r.wrong).length };
    };
    expect(highestLine(rows, demotes, rateUnder(0.02))).toBe(0);
    expect(highestLine(rows, demotes, rateUnder(0.2))).toBe(0.4);
  });

  it('chooses a line on four folds and judges it on the fifth', () => {
    const folds = rows.map((_, i) => i % 5);
    const cv = crossValidateLine(rows, folds, fires, rateUnder(0.02));
    expect(cv.lines).toHaveLength(5);
    expect(cv.final).toBe(0.55);
    expect(cv.hits).toBeGreaterThan(cv.bad);
  });
});
