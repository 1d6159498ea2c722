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

const EIGHT_X = [-1, 0, 1, -1, 1, -1, 0, 1];
const EIGHT_Y = [-1, -1, -1, 0, 0, 1, 1, 1];
const FOUR_X = [0, -1, 1, 0];
const FOUR_Y = [-1, 0, 0, 1];

/**
 * Flood fill from `start` over the unseen pixels whose `mask` is non-zero (`ink`) or zero, through the neighbours
 * given by `dxs`/`dys`, marking them in `seen`. Writes the pixels filled into `filled` (a typed stack: the map's
 * background is one large region, and this runs on every photo) and returns their count, negated when the fill
 * reached the image edge.
 */
function fill(
  mask: ArrayLike<number>,
  ink: boolean,
  start: number,
  width: number,
  height: number,
  dxs: readonly number[],
  dys: readonly number[],
  seen: Uint8Array,
  filled: Int32Array,
): number {
  let edge = false;
  let count = 0;
  let next = 0;
  filled[count++] = start;
  seen[start] = 1;
  while (next < count) {
    const index = filled[next++]!;
    const x = index % width;
    const y = (index - x) / width;
    for (let k = 0; k < dxs.length; k++) {
      const nx = x + dxs[k]!;
      const ny = y + dys[k]!;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
        edge = true;
        continue;
      }
      const n = ny * width + nx;
      if (seen[n] === 0 && (mask[n] ? ink : !ink)) {
        seen[n] = 1;
        filled[count++] = n;
      }
    }
  }
  return edge ? -count : count;
}

/** Point sets standing for each contour findContours(RETR_LIST) returns on the non-zero pixels of `mask`, in its order. */
export function componentOutlines(mask: ArrayLike<number>, width: number, height: number): Point[][] {
  const found: { start: number; points: Point[] }[] = [];
  const seen = new Uint8Array(width * height);
  const filled = new Int32Array(width * height);
  for (let start = 0; start < width * height; start++) {
    if (seen[start]) {
      continue;
    }
    const ink = Boolean(mask[start]);
    const counted = ink
      ? fill(mask, true, start, width, height, EIGHT_X, EIGHT_Y, seen, filled)
      : fill(mask, false, start, width, height, FOUR_X, FOUR_Y, seen, filled);
    // A background component is a hole when it never reaches the image edge (opencv treats outside as background).
    if (!ink && counted < 0) {
      continue;
    }
    const rows = new RowExtremes();
    for (let i = 0; i < Math.abs(counted); i++) {
      const index = filled[i]!;
      const x = index % width;
      const y = (index - x) / width;
      if (ink) {
        rows.add(x, y);
        continue;
      }
      // A hole's border: the ink pixels 4-adjacent to it (none of its pixels is on the image edge).
      for (let k = 0; k < 4; k++) {
        const n = (y + FOUR_Y[k]!) * width + x + FOUR_X[k]!;
        if (mask[n]) {
          rows.add(x + FOUR_X[k]!, y + FOUR_Y[k]!);
        }
      }
    }
    // A hole's border starts where the scan meets it: the ink pixel left of the hole's first pixel.
    found.push({ start: ink ? start : start - 1, points: rows.points() });
  }
  return found.sort((a, b) => b.start - a.start).map((c) => c.points);
}
