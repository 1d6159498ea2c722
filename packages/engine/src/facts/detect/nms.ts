/** Greedy non-maximum suppression on normalised [x, y, w, h] boxes (a few dozen boxes: plain JS is enough). */
export type Box = [number, number, number, number];

/** The area two boxes share. */
export function intersection(a: Box, b: Box): number {
  const x1 = Math.max(a[0], b[0]);
  const y1 = Math.max(a[1], b[1]);
  const x2 = Math.min(a[0] + a[2], b[0] + b[2]);
  const y2 = Math.min(a[1] + a[3], b[1] + b[3]);
  return Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
}

export function iou(a: Box, b: Box): number {
  const inter = intersection(a, b);
  const union = a[2] * a[3] + b[2] * b[3] - inter;
  return union > 0 ? inter / union : 0;
}

export function nms<T extends { box: Box; score: number }>(items: T[], iouThreshold: number, max: number): T[] {
  const sorted = [...items].sort((p, q) => q.score - p.score);
  const kept: T[] = [];
  for (const item of sorted) {
    if (kept.length >= max) {
      break;
    }
    if (kept.every((k) => iou(k.box, item.box) < iouThreshold)) {
      kept.push(item);
    }
  }
  return kept;
}
