/**
 * Text regions of the detector's binary map without opencv (issue 26). The library traced every contour with
 * findContours and only ever used each contour's minimum-area rectangle, which depends on the contour's convex hull
 * alone; an outer contour's hull is the hull of its 8-connected component's pixels, so the points kept here are each
 * component's extreme pixels per row (the hull of those equals the hull of the whole component).
 * Known gap: findContours(RETR_LIST) also returns the borders of holes inside a component; they are not produced
 * here yet.
 */
import type { Point } from './line-geometry.ts';

/** 8-connected components of the pixels where `mask` is non-zero; per component, each row's leftmost and rightmost pixel. */
export function componentOutlines(mask: ArrayLike<number>, width: number, height: number): Point[][] {
  const labels = new Int32Array(width * height).fill(-1);
  const outlines: Point[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (!mask[start] || labels[start] !== -1) {
      continue;
    }
    const label = outlines.length;
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      if (!(x >= (rowMin.get(y) ?? Infinity))) {
        rowMin.set(y, x);
      }
      if (!(x <= (rowMax.get(y) ?? -Infinity))) {
        rowMax.set(y, x);
      }
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) {
          continue;
        }
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) {
            continue;
          }
          const n = ny * width + nx;
          if (mask[n] && labels[n] === -1) {
            labels[n] = label;
            stack.push(n);
          }
        }
      }
    }
    const points: Point[] = [];
    for (const [y, x] of rowMin) {
      points.push([x, y]);
      const right = rowMax.get(y)!;
      if (right !== x) {
        points.push([right, y]);
      }
    }
    outlines.push(points);
  }
  return outlines;
}
