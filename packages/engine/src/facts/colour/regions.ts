/** Pixel-region helpers for the colour analysis: background flood fill and tile homogeneity. */
import { deltaE, length3, type Lab } from './lab.ts';

export function median(values: number[]): number {
  // The element a numeric sort would put at the middle, found by selection (O(n)) instead of sorting the thumbnail.
  const s = Float64Array.from(values);
  const k = Math.floor(s.length / 2);
  if (k >= s.length) {
    return 0;
  }
  let lo = 0;
  let hi = s.length - 1;
  while (lo < hi) {
    const pivot = s[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (s[i]! < pivot) {
        i++;
      }
      while (s[j]! > pivot) {
        j--;
      }
      if (i <= j) {
        const t = s[i]!;
        s[i] = s[j]!;
        s[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) {
      hi = j;
    } else if (k >= i) {
      lo = i;
    } else {
      break;
    }
  }
  return s[k]!;
}

/**
 * Breadth-first fill from the border over pixels within `tolerance` (ΔE) of the background colour: one colour, or
 * the colour a smooth backdrop has at each pixel (backdrop.ts).
 */
export function floodBackground(
  lab: Float32Array,
  w: number,
  h: number,
  backdrop: Lab | ((i: number) => Lab),
  tolerance: number,
): Uint8Array {
  const bg = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  let head = 0;
  let tail = 0;
  const colourAt = typeof backdrop === 'function' ? backdrop : (): Lab => backdrop;
  const near = (i: number): boolean => {
    const q = colourAt(i);
    return length3((lab[i * 3] ?? 0) - q[0], (lab[i * 3 + 1] ?? 0) - q[1], (lab[i * 3 + 2] ?? 0) - q[2]) < tolerance;
  };
  const push = (i: number): void => {
    if (!bg[i] && near(i)) {
      bg[i] = 1;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (head < tail) {
    const i = queue[head++] ?? 0;
    const x = i % w;
    if (x > 0) {
      push(i - 1);
    }
    if (x < w - 1) {
      push(i + 1);
    }
    if (i >= w) {
      push(i - w);
    }
    if (i < w * (h - 1)) {
      push(i + w);
    }
  }
  return bg;
}

/** Patterns (brick, gravel, fabric swatches) look the same in every tile; scenes and products do not. */
export function homogeneity(lab: Float32Array, w: number, h: number): number {
  const n = 4;
  const means: Lab[] = [];
  for (let ty = 0; ty < n; ty++) {
    for (let tx = 0; tx < n; tx++) {
      const m: Lab = [0, 0, 0];
      let count = 0;
      for (let y = Math.floor((ty * h) / n); y < Math.floor(((ty + 1) * h) / n); y++) {
        for (let x = Math.floor((tx * w) / n); x < Math.floor(((tx + 1) * w) / n); x++) {
          const i = y * w + x;
          m[0] += lab[i * 3] ?? 0;
          m[1] += lab[i * 3 + 1] ?? 0;
          m[2] += lab[i * 3 + 2] ?? 0;
          count++;
        }
      }
      means.push([m[0] / Math.max(1, count), m[1] / Math.max(1, count), m[2] / Math.max(1, count)]);
    }
  }
  const med: Lab = [0, 1, 2].map((c) => median(means.map((m) => m[c] ?? 0))) as Lab;
  return means.filter((m) => deltaE(m, med) < 12).length / means.length;
}

/**
 * Separate sizeable parts of a mask (4-connected), each at least `minShare` of the mask: two shoes side by side
 * on a packshot are two pieces, a shoe and its shadow-joined lace one.
 */
export function countPieces(mask: Uint8Array, w: number, h: number, minShare: number): number {
  const seen = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  const sizes: number[] = [];
  let total = 0;
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || seen[start]) {
      continue;
    }
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const i = queue[head++] ?? 0;
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i >= w ? i - w : -1, i < w * (h - 1) ? i + w : -1]) {
        if (j >= 0 && mask[j] && !seen[j]) {
          seen[j] = 1;
          queue[tail++] = j;
        }
      }
    }
    sizes.push(tail);
    total += tail;
  }
  return sizes.filter((n) => n >= minShare * total).length;
}
