/**
 * Text regions of the detector's binary map without opencv (issue 26). The library traced every contour with
 * findContours(RETR_LIST, CHAIN_APPROX_SIMPLE) and only ever used each contour's minimum-area rectangle, which
 * depends on the contour's convex hull alone. So each contour is represented here by a point set with the same hull:
 * - an outer border: its 8-connected component's leftmost and rightmost pixel per row;
 * - a hole border (RETR_LIST returns those too, and each is one more candidate line for the library): the foreground
 *   pixels 4-adjacent to a 4-connected background component that does not reach the image edge (what Suzuki's
 *   8-connected border following walks around a hole), again reduced to each row's extremes.
 * Contours come in findContours' order: by where the raster scan meets them (an outer border at its component's
 * first pixel, a hole border at the pixel left of the hole's first pixel), last met first.
 *
 * Components are labelled by runs (a row's stretch of equal pixels) joined with union-find, not pixel by pixel: the
 * map is mostly one background region, and a flood fill visiting each of its pixels was most of this step's time.
 */
import type { Point } from './line-geometry.ts';

/** Each row's leftmost and rightmost x, as points: same convex hull as all the row's points. */
class RowExtremes {
  private readonly min = new Map<number, number>();
  private readonly max = new Map<number, number>();

  add(x: number, y: number): void {
    if (!(x >= (this.min.get(y) ?? Infinity))) {
      this.min.set(y, x);
    }
    if (!(x <= (this.max.get(y) ?? -Infinity))) {
      this.max.set(y, x);
    }
  }

  points(): Point[] {
    const points: Point[] = [];
    for (const [y, x] of this.min) {
      points.push([x, y]);
      const right = this.max.get(y)!;
      if (right !== x) {
        points.push([right, y]);
      }
    }
    return points;
  }
}

/** The map's runs, row by row: run i covers x in [start[i], end[i]] of row[i], ink or background. */
interface Runs {
  count: number;
  start: Int32Array;
  end: Int32Array;
  row: Int32Array;
  ink: Uint8Array;
  /** Index of each row's first run (rowFirst[height] = count). */
  rowFirst: Int32Array;
}

function findRuns(mask: ArrayLike<number>, width: number, height: number): Runs {
  // First count the runs (a run starts at each row's first pixel and wherever the value changes), then fill them.
  let count = 0;
  for (let y = 0; y < height; y++) {
    const base = y * width;
    count++;
    for (let x = 1; x < width; x++) {
      count += !mask[base + x] !== !mask[base + x - 1] ? 1 : 0;
    }
  }
  const runs: Runs = {
    count,
    start: new Int32Array(count),
    end: new Int32Array(count),
    row: new Int32Array(count),
    ink: new Uint8Array(count),
    rowFirst: new Int32Array(height + 1),
  };
  let r = 0;
  for (let y = 0; y < height; y++) {
    runs.rowFirst[y] = r;
    const base = y * width;
    for (let x = 0; x < width; x++) {
      if (x === 0 || !mask[base + x] !== !mask[base + x - 1]) {
        runs.start[r] = x;
        runs.row[r] = y;
        runs.ink[r] = mask[base + x] ? 1 : 0;
        r++;
      }
      runs.end[r - 1] = x;
    }
  }
  runs.rowFirst[height] = count;
  return runs;
}

function root(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

/** Joins each run with the touching runs of the row above: 8-connected for ink, 4-connected for background. */
function joinRuns(runs: Runs, height: number): Int32Array {
  const parent = new Int32Array(runs.count);
  for (let i = 0; i < runs.count; i++) {
    parent[i] = i;
  }
  for (let y = 1; y < height; y++) {
    let q = runs.rowFirst[y - 1]!;
    const qEnd = runs.rowFirst[y]!;
    for (let r = runs.rowFirst[y]!; r < runs.rowFirst[y + 1]!; r++) {
      const reach = runs.ink[r] ? 1 : 0; // ink also meets diagonally
      const lo = runs.start[r]! - reach;
      const hi = runs.end[r]! + reach;
      while (q < qEnd && runs.end[q]! < lo) {
        q++;
      }
      for (let k = q; k < qEnd && runs.start[k]! <= hi; k++) {
        if (runs.ink[k] === runs.ink[r]) {
          const a = root(parent, k);
          const b = root(parent, r);
          if (a !== b) {
            parent[Math.max(a, b)] = Math.min(a, b);
          }
        }
      }
    }
  }
  return parent;
}

/** Point sets standing for each contour findContours(RETR_LIST) returns on the non-zero pixels of `mask`, in its order. */
export function componentOutlines(mask: ArrayLike<number>, width: number, height: number): Point[][] {
  if (width <= 0 || height <= 0) {
    return [];
  }
  const runs = findRuns(mask, width, height);
  const parent = joinRuns(runs, height);
  // The root is each component's lowest run index, i.e. its first run in raster order.
  const rows = new Map<number, RowExtremes>();
  const edge = new Set<number>();
  for (let i = 0; i < runs.count; i++) {
    const r = root(parent, i);
    const x0 = runs.start[i]!;
    const x1 = runs.end[i]!;
    const y = runs.row[i]!;
    if (!runs.ink[i] && (y === 0 || y === height - 1 || x0 === 0 || x1 === width - 1)) {
      edge.add(r);
    }
  }
  for (let i = 0; i < runs.count; i++) {
    const r = root(parent, i);
    if (!runs.ink[i] && edge.has(r)) {
      continue; // background that reaches the image edge: no contour (opencv treats outside as background)
    }
    let extremes = rows.get(r);
    if (!extremes) {
      extremes = new RowExtremes();
      rows.set(r, extremes);
    }
    const x0 = runs.start[i]!;
    const x1 = runs.end[i]!;
    const y = runs.row[i]!;
    if (runs.ink[i]) {
      extremes.add(x0, y);
      extremes.add(x1, y);
      continue;
    }
    // A hole's border: the ink pixels 4-adjacent to it (none of its pixels is on the image edge).
    extremes.add(x0 - 1, y);
    extremes.add(x1 + 1, y);
    for (const ny of [y - 1, y + 1]) {
      for (let x = x0; x <= x1; x++) {
        if (mask[ny * width + x]) {
          extremes.add(x, ny);
        }
      }
    }
  }
  const found: { start: number; points: Point[] }[] = [];
  for (const [r, extremes] of rows) {
    const first = runs.row[r]! * width + runs.start[r]!;
    // A hole's border starts where the scan meets it: the ink pixel left of the hole's first pixel.
    found.push({ start: runs.ink[r] ? first : first - 1, points: extremes.points() });
  }
  return found.sort((a, b) => b.start - a.start).map((c) => c.points);
}
