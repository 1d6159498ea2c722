/**
 * The perspective crop of each text line without opencv (issue 26), reproducing what the library's
 * cv.warpPerspective(…, INTER_CUBIC, BORDER_REPLICATE) and the 90° cv.warpAffine for tall lines compute on RGBA
 * bytes: source coordinates quantised to 1/32 pixel, opencv's bicubic kernel (A = −0.75) as 15-bit fixed-point
 * weights that sum to exactly 1, rounding of the weighted sum, edge pixels repeated outside the image.
 */
import type { Point } from './line-geometry.ts';

export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const TAB = 32; // INTER_TAB_SIZE: sub-pixel positions per pixel
const SCALE = 1 << 15; // INTER_REMAP_COEF_SCALE
const f = Math.fround;

/** cvRound / saturate_cast<int>: to nearest, halves to even. */
function roundEven(v: number): number {
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** opencv's interpolateCubic, in float32 as opencv computes it. */
function cubicWeights(x: number): number[] {
  const A = f(-0.75);
  const c0 = f(f(f(f(f(A * f(x + 1)) - f(5 * A)) * f(x + 1)) + f(8 * A)) * f(x + 1)) - f(4 * A);
  const c1 = f(f(f(f(f(A + 2) * x) - f(A + 3)) * x) * x) + 1;
  const y = f(1 - x);
  const c2 = f(f(f(f(f(A + 2) * y) - f(A + 3)) * y) * y) + 1;
  return [f(c0), f(c1), f(c2), f(f(f(1 - f(c0)) - f(c1)) - f(c2))];
}

/** initInterTab2D: the 4 × 4 fixed-point weights for each of the 32 × 32 sub-pixel offsets. */
function fixedWeights(): Int32Array[] {
  const tables: Int32Array[] = [];
  for (let fy = 0; fy < TAB; fy++) {
    const wy = cubicWeights(fy / TAB);
    for (let fx = 0; fx < TAB; fx++) {
      const wx = cubicWeights(fx / TAB);
      const t = new Int32Array(16);
      let sum = 0;
      for (let i = 0; i < 16; i++) {
        t[i] = roundEven(f(wy[i >> 2]! * wx[i & 3]!) * SCALE);
        sum += t[i]!;
      }
      const diff = sum - SCALE;
      if (diff !== 0) {
        // Correct the largest (or smallest) of the weights at rows and columns 2-3, where opencv looks (its
        // `ksize / 2` start: not the four central ones).
        let mk = 10;
        let Mk = 10;
        for (const k of [10, 11, 14, 15]) {
          if (t[k]! < t[mk]!) {
            mk = k;
          } else if (t[k]! > t[Mk]!) {
            Mk = k;
          }
        }
        if (diff < 0) {
          t[Mk] = t[Mk]! - diff;
        } else {
          t[mk] = t[mk]! - diff;
        }
      }
      tables.push(t);
    }
  }
  return tables;
}

let weights: Int32Array[] | null = null;

/** Bicubic sample at (X, Y) given in 1/32 pixel, edges replicated; writes 4 channels at `out[o]`. */
function sample(src: RgbaImage, X: number, Y: number, out: Uint8Array, o: number): void {
  weights ??= fixedWeights();
  const w = weights[(Y & (TAB - 1)) * TAB + (X & (TAB - 1))]!;
  const x0 = (X >> 5) - 1;
  const y0 = (Y >> 5) - 1;
  for (let c = 0; c < 4; c++) {
    let sum = 0;
    for (let j = 0; j < 4; j++) {
      const y = Math.min(Math.max(y0 + j, 0), src.height - 1);
      for (let i = 0; i < 4; i++) {
        const x = Math.min(Math.max(x0 + i, 0), src.width - 1);
        sum += src.data[(y * src.width + x) * 4 + c]! * w[j * 4 + i]!;
      }
    }
    out[o + c] = Math.min(255, Math.max(0, (sum + (1 << 14)) >> 15));
  }
}

/**
 * getPerspectiveTransform: the 3 × 3 matrix (m22 = 1) mapping `from` onto `to`, from opencv's 8 × 8 system (x rows
 * then y rows, products of float32 corners in float32) solved as its LU solver does (partial pivoting, elimination by
 * the pivot's negated reciprocal, back-substitution dividing by the pivot): the same operations in the same order, so
 * the same doubles (a last-bit difference moves some source positions across a 1/32 pixel step).
 */
export function perspectiveTransform(from: readonly Point[], to: readonly Point[]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, f(-x * u), f(-y * u)]);
    b.push(u);
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [, v] = to[i]!;
    a.push([0, 0, 0, x, y, 1, f(-x * v), f(-y * v)]);
    b.push(v);
  }
  const n = 8;
  for (let i = 0; i < n; i++) {
    let k = i;
    for (let j = i + 1; j < n; j++) {
      if (Math.abs(a[j]![i]!) > Math.abs(a[k]![i]!)) {
        k = j;
      }
    }
    if (k !== i) {
      [a[i], a[k]] = [a[k]!, a[i]!];
      [b[i], b[k]] = [b[k]!, b[i]!];
    }
    const d = -1 / a[i]![i]!;
    for (let j = i + 1; j < n; j++) {
      const alpha = a[j]![i]! * d;
      for (let c = i + 1; c < n; c++) {
        a[j]![c]! += alpha * a[i]![c]!;
      }
      b[j]! += alpha * b[i]!;
    }
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i]!;
    for (let c = i + 1; c < n; c++) {
      s -= a[i]![c]! * b[c]!;
    }
    b[i] = s / a[i]![i]!;
  }
  return [...b, 1];
}

/** opencv's invert() of a 3 × 3 double matrix: cofactors times the reciprocal of the determinant. */
export function invert3(m: readonly number[]): number[] {
  const [a, b, c, d, e, g, h, i, j] = m as [number, number, number, number, number, number, number, number, number];
  const det = a * (e * j - g * i) - b * (d * j - g * h) + c * (d * i - e * h);
  const r = det !== 0 ? 1 / det : 0;
  return [
    (e * j - g * i) * r,
    (c * i - b * j) * r,
    (b * g - c * e) * r,
    (g * h - d * j) * r,
    (a * j - c * h) * r,
    (c * d - a * g) * r,
    (d * i - e * h) * r,
    (b * h - a * i) * r,
    (a * e - b * d) * r,
  ];
}

/**
 * cv.warpPerspective(src, dst, M, size, INTER_CUBIC, BORDER_REPLICATE) with M mapping source onto destination.
 * opencv walks the destination in blocks of about 32 × 32 pixels and sums a row's terms from the block's first column
 * (`X0 + M0 · x1`): the same order here, since a different rounding moves a source position across a 1/32 step.
 */
export function warpPerspective(src: RgbaImage, matrix: readonly number[], width: number, height: number): RgbaImage {
  const m = invert3(matrix);
  const data = new Uint8Array(width * height * 4);
  const BLOCK = 32;
  let bh0 = Math.min(BLOCK / 2, height);
  const bw0 = Math.min(Math.trunc((BLOCK * BLOCK) / bh0), width);
  bh0 = Math.min(Math.trunc((BLOCK * BLOCK) / bw0), height);
  for (let y = 0; y < height; y += bh0) {
    for (let x = 0; x < width; x += bw0) {
      const bw = Math.min(bw0, width - x);
      const bh = Math.min(bh0, height - y);
      for (let y1 = 0; y1 < bh; y1++) {
        const X0 = m[0]! * x + m[1]! * (y + y1) + m[2]!;
        const Y0 = m[3]! * x + m[4]! * (y + y1) + m[5]!;
        const W0 = m[6]! * x + m[7]! * (y + y1) + m[8]!;
        for (let x1 = 0; x1 < bw; x1++) {
          let W = W0 + m[6]! * x1;
          W = W ? TAB / W : 0;
          const X = roundEven(Math.max(-2147483648, Math.min(2147483647, (X0 + m[0]! * x1) * W)));
          const Y = roundEven(Math.max(-2147483648, Math.min(2147483647, (Y0 + m[3]! * x1) * W)));
          sample(src, X, Y, data, ((y + y1) * width + x + x1) * 4);
        }
      }
    }
  }
  return { data, width, height };
}

/** The library's crop of one line: its box warped to an upright rectangle, turned 90° when 1.5 × taller than wide. */
export function cropLine(src: RgbaImage, box: readonly Point[]): RgbaImage {
  const dist = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);
  const [p0, p1, p2, p3] = box as [Point, Point, Point, Point];
  const width = Math.trunc(Math.max(dist(p0, p1), dist(p2, p3)));
  const height = Math.trunc(Math.max(dist(p0, p3), dist(p1, p2)));
  // opencv's matFromArray(CV_32FC2) stores the corners as float32 before solving.
  const fl = (p: Point): Point => [f(p[0]), f(p[1])];
  const target: Point[] = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  const crop = warpPerspective(src, perspectiveTransform(box.map(fl), target), width, height);
  return height / width >= 1.5 ? rotateQuarter(crop) : crop;
}

/**
 * The library's warpAffine with getRotationMatrix2D((w/2, w/2), 90°) into an h × w image: destination (x, y) reads
 * source (w − y, x) (row 0 falls one pixel outside and repeats the edge), through warpAffine's own fixed point
 * (10-bit steps, then 1/32 pixel).
 */
export function rotateQuarter(src: RgbaImage): RgbaImage {
  const w = src.width;
  // getRotationMatrix2D(center (w/2, w/2), 90, 1) = [[0, 1, 0], [-1, 0, w]] (cos 90° = 6e-17 in double)
  const alpha = Math.cos(Math.PI / 2);
  const beta = Math.sin(Math.PI / 2);
  const c = w / 2;
  const forward = [alpha, beta, (1 - alpha) * c - beta * c, -beta, alpha, beta * c + (1 - alpha) * c];
  // warpAffine inverts the 2 × 3 matrix.
  const [a, b, e, d, g, h] = forward as [number, number, number, number, number, number];
  const det = a * g - b * d;
  const D = det ? 1 / det : 0;
  const A11 = g * D;
  const A22 = a * D;
  const A12 = -b * D;
  const A21 = -d * D;
  const m = [A11, A12, -A11 * e - A12 * h, A21, A22, -A21 * e - A22 * h];
  const width = src.height;
  const height = src.width;
  const data = new Uint8Array(width * height * 4);
  const AB = 1024;
  const round = AB / TAB / 2;
  for (let y = 0; y < height; y++) {
    const X0 = roundEven((m[1]! * y + m[2]!) * AB) + round;
    const Y0 = roundEven((m[4]! * y + m[5]!) * AB) + round;
    for (let x = 0; x < width; x++) {
      const X = (X0 + roundEven(m[0]! * x * AB)) >> 5;
      const Y = (Y0 + roundEven(m[3]! * x * AB)) >> 5;
      sample(src, X, Y, data, (y * width + x) * 4);
    }
  }
  return { data, width, height };
}
