import { describe, expect, it } from 'vitest';
import { componentOutlines } from './line-contours.ts';
import type { Point } from './line-geometry.ts';

/**
 * The definition, pixel by pixel: flood fills (ink 8-connected, background 4-connected), every pixel of an ink
 * component and every ink pixel 4-adjacent to an enclosed background component, ordered by where the raster scan
 * meets each (a hole at the pixel left of its first one), last met first.
 */
function byDefinition(mask: Uint8Array, width: number, height: number): Point[][] {
  const seen = new Uint8Array(width * height);
  const found: { start: number; points: Point[] }[] = [];
  const eight = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dx, dy])).filter(([dx, dy]) => dx || dy);
  const four = [
    [0, -1],
    [-1, 0],
    [1, 0],
    [0, 1],
  ];
  for (let start = 0; start < width * height; start++) {
    if (seen[start]) {
      continue;
    }
    const ink = mask[start] !== 0;
    const steps = ink ? eight : four;
    const pixels = [start];
    seen[start] = 1;
    let edge = false;
    for (let k = 0; k < pixels.length; k++) {
      const x = pixels[k]! % width;
      const y = Math.floor(pixels[k]! / width);
      for (const [dx, dy] of steps) {
        const nx = x + dx!;
        const ny = y + dy!;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
          edge = true;
        } else if (!seen[ny * width + nx] && (mask[ny * width + nx] !== 0) === ink) {
          seen[ny * width + nx] = 1;
          pixels.push(ny * width + nx);
        }
      }
    }
    if (ink) {
      found.push({ start, points: pixels.map((i) => [i % width, Math.floor(i / width)]) });
    } else if (!edge) {
      const border = new Set<number>();
      for (const i of pixels) {
        for (const [dx, dy] of four) {
          const n = i + dy! * width + dx!;
          if (mask[n]) {
            border.add(n);
          }
        }
      }
      found.push({ start: start - 1, points: [...border].map((i) => [i % width, Math.floor(i / width)]) });
    }
  }
  return found.sort((a, b) => b.start - a.start).map((c) => c.points);
}

/** Each row's leftmost and rightmost point, sorted: what a convex hull (and so a minimum-area rectangle) depends on. */
function rowEnds(points: readonly Point[]): Point[] {
  const rows = new Map<number, [number, number]>();
  for (const [x, y] of points) {
    const r = rows.get(y);
    rows.set(y, r ? [Math.min(r[0], x), Math.max(r[1], x)] : [x, x]);
  }
  const ends: Point[] = [...rows].flatMap(([y, [a, b]]) => (a === b ? [[a, y] as Point] : [[a, y] as Point, [b, y] as Point]));
  return ends.sort((p, q) => p[1] - q[1] || p[0] - q[0]);
}

describe('componentOutlines', () => {
  it('gives, on random maps, each contour’s row ends in findContours’ order, as the pixel-by-pixel definition does', () => {
    let seed = 11;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 400; trial++) {
      const width = 1 + Math.floor(random() * 40);
      const height = 1 + Math.floor(random() * 30);
      const density = random();
      const mask = new Uint8Array(width * height).map(() => (random() < density ? 255 : 0));
      const ours = componentOutlines(mask, width, height).map(rowEnds);
      expect(ours).toEqual(byDefinition(mask, width, height).map(rowEnds));
    }
  });
});
