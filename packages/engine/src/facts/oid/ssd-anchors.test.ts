import { describe, expect, it } from 'vitest';
import { ssdAnchors } from './ssd-anchors.ts';

describe('SSD anchors of the OID detector (MediaPipe SsdAnchorsCalculator options)', () => {
  const anchors = ssdAnchors();

  it('gives the model’s 1,917 boxes: 19² × 3, then 10², 5², 3², 2², 1² × 6', () => {
    expect(anchors).toHaveLength(19 * 19 * 3 + (100 + 25 + 9 + 4 + 1) * 6);
  });

  it('starts with the lowest layer’s three boxes at the first cell: scale 0.1, then 0.2 at ratios 2 and ½', () => {
    const [a, b, c] = anchors;
    expect(a).toEqual({ x: 0.5 / 19, y: 0.5 / 19, w: 0.1, h: 0.1 });
    expect(b?.w).toBeCloseTo(0.2 * Math.SQRT2, 6);
    expect(b?.h).toBeCloseTo(0.2 / Math.SQRT2, 6);
    expect(c?.w).toBeCloseTo(0.2 / Math.SQRT2, 6);
  });

  it('ends with the top layer’s one cell: scale 0.95 at five ratios and the interpolated √(0.95 · 1)', () => {
    const last = anchors.slice(-6);
    expect(last.every((a) => a.x === 0.5 && a.y === 0.5)).toBe(true);
    expect(last[0]?.w).toBeCloseTo(0.95, 6);
    expect(last[5]?.w).toBeCloseTo(Math.sqrt(0.95), 6);
  });
});
