/**
 * Texture measurements of the product region (issue 22, item 6): what tells a striped, checked or printed product
 * from a plain one. Pure numbers; compose/read-pattern.ts turns them into a word with a model fitted on the
 * training photos whose titles say the pattern (npm run train:pattern).
 *
 * Stripes put their variance into one axis's profile (row or column means) and repeat; checks into both; a print
 * has edges everywhere and several colours but no axis; a plain product has little variance at all.
 */
import type { VisualFacts } from '../../types.ts';
import { fromWork, type DecodedImage } from '../decode.ts';
import { length3 } from './lab.ts';

/** Side of the square the region is measured at: stripes a few millimetres wide survive, noise is averaged. */
const SIDE = 96;
/** A pixel this far (RGB distance) from a plain backdrop's colour is the product's. */
const OFF_BACKDROP = 40;
/** A pixel this far (RGB distance) from the product's mean colour is another colour of it. */
const OFF_MEAN = 70;
/** A luminance step this big between neighbours is an edge of the pattern, not shading. */
const EDGE_STEP = 18;

export interface TextureFacts {
  /** Standard deviation of luminance over the product (0..1). */
  spread: number;
  /** Share of product pixels on a strong luminance edge. */
  edges: number;
  /** Share of luminance variance carried by the row profile (horizontal stripes) and the column profile. */
  rows: number;
  cols: number;
  /** How strongly the larger profile repeats (autocorrelation's best secondary peak, 0..1). */
  repeat: number;
  /** |log| ratio of horizontal to vertical edge energy: stripes have one direction, checks and prints both. */
  direction: number;
  /** Share of the region that is product (not backdrop). */
  fill: number;
  /** Share of product pixels far in colour from the product's mean colour: a print's other colours. */
  offColour: number;
}

type Box = [number, number, number, number];

function luminance(r: number, g: number, b: number): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Variance of a profile (the means of rows or columns), as a share of the total variance. */
function profileShare(values: Float64Array, mask: Uint8Array, total: number, byRow: boolean): { share: number; profile: number[] } {
  const profile: number[] = [];
  for (let i = 0; i < SIDE; i++) {
    let s = 0;
    let n = 0;
    for (let j = 0; j < SIDE; j++) {
      const k = byRow ? i * SIDE + j : j * SIDE + i;
      if (mask[k]) {
        s += values[k] ?? 0;
        n++;
      }
    }
    if (n >= SIDE * 0.2) {
      profile.push(s / n);
    }
  }
  if (profile.length < 8 || total <= 0) {
    return { share: 0, profile };
  }
  const mean = profile.reduce((a, b) => a + b, 0) / profile.length;
  const v = profile.reduce((a, b) => a + (b - mean) ** 2, 0) / profile.length;
  return { share: Math.min(1, v / total), profile };
}

/** Highest normalised autocorrelation at a lag of 2..half the profile (a repeating stripe gives a clear peak). */
function repeatOf(profile: number[]): number {
  const n = profile.length;
  if (n < 8) {
    return 0;
  }
  const mean = profile.reduce((a, b) => a + b, 0) / n;
  const d = profile.map((v) => v - mean);
  const v0 = d.reduce((a, b) => a + b * b, 0);
  if (v0 <= 1e-9) {
    return 0;
  }
  let best = 0;
  for (let lag = 2; lag <= n / 2; lag++) {
    let s = 0;
    for (let i = 0; i + lag < n; i++) {
      s += (d[i] ?? 0) * (d[i + lag] ?? 0);
    }
    best = Math.max(best, s / v0);
  }
  return best;
}

/**
 * The backdrop colour a packshot's texture leaves out: only a plain backdrop of one colour has one (a gradient sweep
 * has no single colour; a scene none). The pattern model was fitted on such packshots.
 */
export function oneColourBackdrop(background: VisualFacts['background']): [number, number, number] | undefined {
  return background.plain && !background.gradient ? background.colour?.rgb : undefined;
}

/**
 * Measures the texture inside `box` (normalised, the product's box on a plain backdrop or the main subject's);
 * `backdrop` is the plain backdrop's RGB, whose pixels are left out.
 */
export async function measureTexture(img: DecodedImage, box: Box, backdrop?: [number, number, number]): Promise<TextureFacts | undefined> {
  const left = Math.floor(box[0] * img.workWidth);
  const top = Math.floor(box[1] * img.workHeight);
  const width = Math.min(img.workWidth - left, Math.round(box[2] * img.workWidth));
  const height = Math.min(img.workHeight - top, Math.round(box[3] * img.workHeight));
  if (width < 16 || height < 16) {
    return undefined;
  }
  const data = await fromWork(img)
    .extract({ left, top, width, height })
    .resize(SIDE, SIDE, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  const lum = new Float64Array(SIDE * SIDE);
  const mask = new Uint8Array(SIDE * SIDE);
  let n = 0;
  let sum = 0;
  for (let k = 0; k < SIDE * SIDE; k++) {
    const r = data[k * 3] ?? 0;
    const g = data[k * 3 + 1] ?? 0;
    const b = data[k * 3 + 2] ?? 0;
    lum[k] = luminance(r, g, b);
    const off = backdrop ? length3(r - backdrop[0], g - backdrop[1], b - backdrop[2]) : Infinity;
    if (off > OFF_BACKDROP) {
      mask[k] = 1;
      n++;
      sum += lum[k] ?? 0;
    }
  }
  if (n < SIDE * SIDE * 0.08) {
    return undefined;
  }
  const mean = sum / n;
  const avg = [0, 1, 2].map((c) => {
    let t = 0;
    for (let k = 0; k < SIDE * SIDE; k++) {
      t += mask[k] ? (data[k * 3 + c] ?? 0) : 0;
    }
    return t / n;
  });
  let offColour = 0;
  for (let k = 0; k < SIDE * SIDE; k++) {
    const d = length3((data[k * 3] ?? 0) - (avg[0] ?? 0), (data[k * 3 + 1] ?? 0) - (avg[1] ?? 0), (data[k * 3 + 2] ?? 0) - (avg[2] ?? 0));
    offColour += mask[k] && d > OFF_MEAN ? 1 : 0;
  }
  let variance = 0;
  let edges = 0;
  let ex = 0;
  let ey = 0;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const k = y * SIDE + x;
      if (!mask[k]) {
        continue;
      }
      variance += ((lum[k] ?? 0) - mean) ** 2;
      const right = x + 1 < SIDE && mask[k + 1] ? Math.abs((lum[k + 1] ?? 0) - (lum[k] ?? 0)) : 0;
      const down = y + 1 < SIDE && mask[k + SIDE] ? Math.abs((lum[k + SIDE] ?? 0) - (lum[k] ?? 0)) : 0;
      ex += right;
      ey += down;
      edges += Math.max(right, down) * 255 >= EDGE_STEP ? 1 : 0;
    }
  }
  variance /= n;
  const rows = profileShare(lum, mask, variance, true);
  const cols = profileShare(lum, mask, variance, false);
  const larger = rows.share >= cols.share ? rows.profile : cols.profile;
  return {
    spread: Math.sqrt(variance),
    edges: edges / n,
    rows: rows.share,
    cols: cols.share,
    repeat: Math.max(0, repeatOf(larger)),
    direction: Math.abs(Math.log((ex + 1e-6) / (ey + 1e-6))),
    fill: n / (SIDE * SIDE),
    offColour: offColour / n,
  };
}
