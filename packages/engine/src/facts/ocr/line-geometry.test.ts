import { describe, expect, it } from 'vitest';
import { componentOutlines } from './line-contours.ts';
import { boxPoints, convexHull, miniBox, minAreaRect, orderClockwise, type Point } from './line-geometry.ts';

/** The integer pixels inside a w × h rectangle centred on (cx, cy), turned by `angle` radians. */
function rotatedBlob(cx: number, cy: number, w: number, h: number, angle: number): Point[] {
  const points: Point[] = [];
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  for (let y = 0; y < 200; y++) {
    for (let x = 0; x < 200; x++) {
      const u = (x - cx) * c + (y - cy) * s;
      const v = -(x - cx) * s + (y - cy) * c;
      if (Math.abs(u) <= w / 2 && Math.abs(v) <= h / 2) {
        points.push([x, y]);
      }
    }
  }
  return points;
}

describe('line geometry', () => {
  it('keeps only the corners of a square in its hull', () => {
    const square: Point[] = [];
    for (let y = 0; y <= 4; y++) {
      for (let x = 0; x <= 4; x++) {
        square.push([x, y]);
      }
    }
    expect(convexHull(square).sort()).toEqual([
      [0, 0],
      [0, 4],
      [4, 0],
      [4, 4],
    ]);
  });

  it('finds the rectangle of exact rotated corners, in opencv form', () => {
    const t = (30 * Math.PI) / 180;
    const corners: Point[] = [
      [100, 100],
      [100 + 80 * Math.cos(t), 100 + 80 * Math.sin(t)],
      [100 + 80 * Math.cos(t) - 20 * Math.sin(t), 100 + 80 * Math.sin(t) + 20 * Math.cos(t)],
      [100 - 20 * Math.sin(t), 100 + 20 * Math.cos(t)],
    ];
    const rect = minAreaRect(corners);
    // The width side is the one at 30° (in (0°, 90°]); the 20 px side is at 120°.
    expect(rect.angle).toBeCloseTo(30, 4);
    expect(rect.width).toBeCloseTo(80, 4);
    expect(rect.height).toBeCloseTo(20, 4);
    const back = boxPoints(rect);
    for (const p of corners) {
      expect(Math.min(...back.map((q) => Math.hypot(p[0] - q[0], p[1] - q[1])))).toBeLessThan(1e-3);
    }
  });

  it('gives an axis-aligned box the angle 90 and its vertical side as width, as opencv does', () => {
    const rect = minAreaRect([
      [10, 14],
      [10, 26],
      [70, 26],
      [70, 14],
    ]);
    expect(rect).toEqual({ cx: 40, cy: 20, width: 12, height: 60, angle: 90 });
  });

  it('orders a mini box top-left, top-right, bottom-right, bottom-left with the short side', () => {
    const { box, shortSide } = miniBox(rotatedBlob(100, 100, 60, 16, 0.2));
    expect(shortSide).toBeGreaterThan(14);
    expect(shortSide).toBeLessThan(17);
    const [tl, tr, br, bl] = box as [Point, Point, Point, Point];
    expect(tl[0]).toBeLessThan(tr[0]);
    expect(bl[0]).toBeLessThan(br[0]);
    expect(tl[1]).toBeLessThan(bl[1]);
    expect(tr[1]).toBeLessThan(br[1]);
  });

  it('orders corners clockwise from the smallest x + y', () => {
    const [a, b, c, d]: Point[] = [
      [10, 0],
      [10, 5],
      [0, 5],
      [0, 0],
    ];
    expect(orderClockwise([a!, b!, c!, d!])).toEqual([d, a, b, c]);
  });

  it('outlines each 8-connected blob of a map by its rows’ end pixels', () => {
    const width = 12;
    const mask = new Uint8Array(width * 6);
    for (const [x, y] of [
      [1, 1],
      [2, 1],
      [3, 2], // touches (2, 1) diagonally: same blob
      [8, 3],
      [9, 3],
      [10, 3],
      [9, 4],
    ]) {
      mask[y! * width + x!] = 255;
    }
    const outlines = componentOutlines(mask, width, 6);
    expect(outlines).toHaveLength(2);
    // findContours' order: the last blob the scan meets first.
    expect(outlines[1]!.sort()).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    expect(outlines[0]!.sort()).toEqual([
      [10, 3],
      [8, 3],
      [9, 4],
    ]);
  });
});
