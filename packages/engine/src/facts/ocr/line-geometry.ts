/**
 * Geometry of PaddleOCR's line splitting in plain TypeScript (issue 26): the detector's post-processing in
 * @gutenye/ocr-common used opencv.js (≈ 130 MB of WASM in the OCR thread) only for a minimum-area rectangle, its
 * corners and a perspective warp. These are the textbook algorithms: Andrew's monotone-chain hull, then rotating
 * calipers (the minimum-area rectangle has one side on a hull edge, so trying every edge is exact).
 * Not wired into the engine yet: see README "A lighter engine (issue 26)".
 */

export type Point = [number, number];

/** A rectangle as opencv's RotatedRect: centre, side lengths, angle in degrees of the `width` side. */
export interface RotatedRect {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

const cross = (o: Point, a: Point, b: Point): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Convex hull (counter-clockwise in y-up terms, no collinear points) of a point set. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) {
    return sorted;
  }
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) {
      lower.pop();
    }
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) {
      upper.pop();
    }
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** Smallest-area enclosing rectangle: for each hull edge, the extents along it and across it. */
export function minAreaRect(points: readonly Point[]): RotatedRect {
  const hull = convexHull(points);
  if (hull.length === 0) {
    return { cx: 0, cy: 0, width: 0, height: 0, angle: 0 };
  }
  if (hull.length === 1) {
    return { cx: hull[0]![0], cy: hull[0]![1], width: 0, height: 0, angle: 0 };
  }
  let best: RotatedRect | null = null;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) {
      continue;
    }
    const ux = (b[0] - a[0]) / length;
    const uy = (b[1] - a[1]) / length;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const u = p[0] * ux + p[1] * uy;
      const v = -p[0] * uy + p[1] * ux;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea - 1e-9) {
      bestArea = area;
      const mu = (minU + maxU) / 2;
      const mv = (minV + maxV) / 2;
      best = opencvRect(mu * ux - mv * uy, mu * uy + mv * ux, ux, uy, maxU - minU, maxV - minV);
    }
  }
  return best!;
}

/**
 * The same rectangle in opencv's (≥ 4.5.1) RotatedRect form, float32 like its fields: `width` is the side whose
 * direction has an angle in (0°, 90°]. The library's corner order, hence the polygon it offsets, follows from it.
 */
function opencvRect(cx: number, cy: number, ux: number, uy: number, along: number, across: number): RotatedRect {
  // The four side directions are u, u⊥, −u, −u⊥; pick the one with x ≥ 0 and y > 0 (or x = 0 and y = 1).
  const sides: [number, number, number][] = [
    [ux, uy, along],
    [-uy, ux, across],
    [-ux, -uy, along],
    [uy, -ux, across],
  ];
  const [dx, dy, width] = sides.find(([x, y]) => x > 0 && y > 0) ?? sides.find(([x, y]) => x === 0 || (y > 0 && x >= 0)) ?? sides[0]!;
  const f = Math.fround;
  return {
    cx: f(cx),
    cy: f(cy),
    width: f(width),
    height: f(width === along ? across : along),
    angle: f((f(Math.atan2(dy, dx)) * 180) / Math.PI),
  };
}

/** The four corners of a rotated rectangle (same formula as the library's boxPoints). */
export function boxPoints(rect: RotatedRect): Point[] {
  const t = (rect.angle * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const dx = rect.width / 2;
  const dy = rect.height / 2;
  return [
    [rect.cx - dx * c + dy * s, rect.cy - dx * s - dy * c],
    [rect.cx + dx * c + dy * s, rect.cy + dx * s - dy * c],
    [rect.cx + dx * c - dy * s, rect.cy + dx * s + dy * c],
    [rect.cx - dx * c - dy * s, rect.cy - dx * s + dy * c],
  ];
}

/**
 * The library's getMiniBoxes: corners sorted by x, then the two left ones and the two right ones each ordered by y,
 * giving top-left, top-right, bottom-right, bottom-left; `shortSide` is what its size filters test.
 */
export function miniBox(points: readonly Point[]): { box: Point[]; shortSide: number } {
  const rect = minAreaRect(points);
  const p = boxPoints(rect).sort((a, b) => a[0] - b[0]);
  const [i1, i4] = p[1]![1] > p[0]![1] ? [0, 1] : [1, 0];
  const [i2, i3] = p[3]![1] > p[2]![1] ? [2, 3] : [3, 2];
  return { box: [p[i1]!, p[i2]!, p[i3]!, p[i4]!], shortSide: Math.min(rect.width, rect.height) };
}

/** Signed area (shoelace) and perimeter of a closed polygon: the unclip distance is area × 1.5 / perimeter. */
export function polygonArea(polygon: readonly Point[]): number {
  let area = 0;
  let b = polygon[polygon.length - 1]!;
  for (const a of polygon) {
    area += b[1] * a[0] - b[0] * a[1];
    b = a;
  }
  return area / 2;
}

export function polygonLength(polygon: readonly Point[]): number {
  let length = 0;
  let b = polygon[polygon.length - 1]!;
  for (const a of polygon) {
    length += Math.hypot(b[0] - a[0], b[1] - a[1]);
    b = a;
  }
  return length;
}

/**
 * The library's orderPointsClockwise, quirk included: the two middle corners are picked by comparing the x and y
 * components of their difference, so equal components give the same corner twice (kept: same boxes as before).
 */
export function orderClockwise(points: readonly Point[]): Point[] {
  const sums = points.map((p) => p[0] + p[1]);
  const first = points[sums.indexOf(Math.min(...sums))]!;
  const third = points[sums.indexOf(Math.max(...sums))]!;
  const rest = points.filter((p) => p !== first && p !== third);
  const diff = [rest[1]![0] - rest[0]![0], rest[1]![1] - rest[0]![1]];
  return [first, rest[diff.indexOf(Math.min(...diff))]!, third, rest[diff.indexOf(Math.max(...diff))]!];
}
