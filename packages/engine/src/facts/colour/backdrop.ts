/**
 * Studio backdrops that are not one colour. A paper sweep lit from one side, or a vignette, shades smoothly from
 * light to dark: its border strip is far from its own median colour (not "plain"), yet every border pixel lies on
 * one smooth surface. A quadratic surface in x and y, fitted per Lab channel over the border strip, models such a
 * backdrop; a room, a street or a table edge leaves many border pixels off it, and a sky is too blue to be one.
 */
import { length3, type Lab } from './lab.ts';

/** A border pixel "on" the fitted surface is within this ΔE of it (the surface can bend, so tighter than BG_MATCH_DE). */
const ON_SURFACE_DE = 6;
/** Share of the border strip that must lie on the surface for the backdrop to count as a smooth studio backdrop. */
const SMOOTH_SHARE = 0.9;
/**
 * Mean chroma of the border over which a smooth gradient is sky, not a sweep: studio sweeps are near-neutral (grey,
 * white, black: chroma 1–6), a clear or pale sky is blue (15–35). A coloured paper backdrop is mostly one colour
 * and passes the plain test without a surface.
 */
const NEUTRAL_CHROMA = 10;
const TERMS = 6;

export interface SmoothBackdrop {
  /** The backdrop colour the surface predicts at pixel index `i`. */
  at(i: number): Lab;
  /** Share of the border strip within ON_SURFACE_DE of the surface. */
  share: number;
}

/** Solves the small normal equations by Gauss–Jordan elimination with partial pivoting; undefined when singular. */
function solve(a: number[][], b: number[]): number[] | undefined {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) {
      if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) {
        pivot = r;
      }
    }
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const lead = m[c]![c]!;
    if (Math.abs(lead) < 1e-12) {
      return undefined;
    }
    for (let r = 0; r < n; r++) {
      if (r === c) {
        continue;
      }
      const f = m[r]![c]! / lead;
      for (let k = c; k <= n; k++) {
        m[r]![k]! -= f * m[c]![k]!;
      }
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The smooth backdrop the border strip lies on, or undefined when too much of the border is off any such surface. */
export function smoothBackdrop(lab: Float32Array, w: number, h: number, border: readonly number[]): SmoothBackdrop | undefined {
  const chroma = border.reduce((sum, i) => sum + length3(lab[i * 3 + 1] ?? 0, lab[i * 3 + 2] ?? 0), 0) / Math.max(1, border.length);
  if (chroma >= NEUTRAL_CHROMA) {
    return undefined;
  }
  // Normal equations of the least-squares fit, over the terms 1, x, y, x², xy, y² (x and y centred, 0..1 spans).
  const t = new Float64Array(TERMS);
  const termsAt = (i: number): Float64Array => {
    const x = (i % w) / w - 0.5;
    const y = Math.floor(i / w) / h - 0.5;
    t[0] = 1;
    t[1] = x;
    t[2] = y;
    t[3] = x * x;
    t[4] = x * y;
    t[5] = y * y;
    return t;
  };
  const ata = Array.from({ length: TERMS }, () => new Array<number>(TERMS).fill(0));
  const atb = [0, 1, 2].map(() => new Array<number>(TERMS).fill(0));
  for (const i of border) {
    termsAt(i);
    for (let a = 0; a < TERMS; a++) {
      for (let b = 0; b < TERMS; b++) {
        ata[a]![b]! += t[a]! * t[b]!;
      }
      for (let c = 0; c < 3; c++) {
        atb[c]![a]! += t[a]! * (lab[i * 3 + c] ?? 0);
      }
    }
  }
  const coef = atb.map((b) => solve(ata, b));
  if (coef.some((c) => c === undefined)) {
    return undefined;
  }
  const [cl, ca, cb] = coef as [number[], number[], number[]];
  const fit = (c: number[]): number => c.reduce((sum, k, j) => sum + k * t[j]!, 0);
  const at = (i: number): Lab => {
    termsAt(i);
    return [fit(cl), fit(ca), fit(cb)];
  };
  let on = 0;
  for (const i of border) {
    termsAt(i);
    const dl = (lab[i * 3] ?? 0) - fit(cl);
    const da = (lab[i * 3 + 1] ?? 0) - fit(ca);
    const db = (lab[i * 3 + 2] ?? 0) - fit(cb);
    on += dl * dl + da * da + db * db < ON_SURFACE_DE * ON_SURFACE_DE ? 1 : 0;
  }
  const share = on / Math.max(1, border.length);
  return share >= SMOOTH_SHARE ? { at, share } : undefined;
}
