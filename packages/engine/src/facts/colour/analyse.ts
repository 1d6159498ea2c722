/**
 * Background, foreground and colour statistics from a small thumbnail (sharp already did the resizing).
 *
 * Studio packshots have a border strip of one colour; the product is what differs from it. On scenes the
 * caller passes a subject region (the person, or the main detection) and we name the colours inside it.
 */
import type { ColourFact } from '../../types.ts';
import type { RgbRaster } from '../decode.ts';
import { deltaE, type Lab, rasterToLab } from './lab.ts';
import { paletteIndex } from './name-pixels.ts';
import { PALETTE } from './palette.ts';

/** Normalised [x, y, w, h]. */
export type Region = [number, number, number, number];

export interface ColourAnalysis {
  background: { plain: boolean; colour: ColourFact | null; uniformity: number };
  colours: ColourFact[];
  /** Foreground pixels / all pixels (plain backgrounds); subject region area otherwise. */
  foregroundShare: number;
  /** Bounding box of the foreground mask, normalised (whole frame when the background is not plain). */
  foregroundBox: Region;
  /** Share of all pixels within ΔE 10 of the image's median colour (1 = one flat colour). */
  globalUniformity: number;
  /** Mean local gradient (Lab L), a cheap texture / detail cue. */
  edgeDensity: number;
}

export interface AnalyseOptions {
  /** Where the product probably is when the background is not plain (e.g. the person box). */
  subject?: Region | undefined;
  /** Regions to leave out of the colour count (faces: skin and hair are not the product). */
  exclude?: Region[] | undefined;
}

const BORDER_FRACTION = 0.04;
const BG_MATCH_DE = 10;
const PLAIN_UNIFORMITY = 0.8;
const FOREGROUND_DE = 14;
const MIN_EXTRA_COLOUR_SHARE = 0.22;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function inRegion(x: number, y: number, r: Region): boolean {
  return x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3];
}

export function analyseColours(img: RgbRaster, opts: AnalyseOptions = {}): ColourAnalysis {
  const { width: w, height: h, data } = img;
  const lab = rasterToLab(data);
  const labAt = (i: number): Lab => [lab[i * 3] ?? 0, lab[i * 3 + 1] ?? 0, lab[i * 3 + 2] ?? 0];

  // Border strip → background colour and how uniform it is.
  const bw = Math.max(1, Math.round(Math.min(w, h) * BORDER_FRACTION));
  const border: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x < bw || y < bw || x >= w - bw || y >= h - bw) {
        border.push(y * w + x);
      }
    }
  }
  const bgLab: Lab = [0, 1, 2].map((c) => median(border.map((i) => lab[i * 3 + c] ?? 0))) as Lab;
  const uniformity = border.filter((i) => deltaE(labAt(i), bgLab) < BG_MATCH_DE).length / Math.max(1, border.length);
  const plain = uniformity >= PLAIN_UNIFORMITY;

  // Whole-image uniformity against the median colour: flat images and spacers.
  const all: number[] = [];
  for (let i = 0; i < w * h; i += 2) {
    all.push(i);
  }
  const globalLab: Lab = [0, 1, 2].map((c) => median(all.map((i) => lab[i * 3 + c] ?? 0))) as Lab;
  const globalUniformity = all.filter((i) => deltaE(labAt(i), globalLab) < BG_MATCH_DE).length / all.length;

  let edge = 0;
  for (let y = 0; y < h - 1; y++) {
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x;
      edge += Math.abs((lab[i * 3] ?? 0) - (lab[(i + 1) * 3] ?? 0)) + Math.abs((lab[i * 3] ?? 0) - (lab[(i + w) * 3] ?? 0));
    }
  }
  const edgeDensity = edge / Math.max(1, (w - 1) * (h - 1));

  // Foreground mask.
  const counts = new Float64Array(PALETTE.length);
  const sums = new Float64Array(PALETTE.length * 3);
  let fgCount = 0;
  let minX = w;
  let minY = h;
  let maxX = -1;
  let maxY = -1;
  let weightTotal = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const nx = (x + 0.5) / w;
      const ny = (y + 0.5) / h;
      const isFg = plain ? deltaE(labAt(i), bgLab) >= FOREGROUND_DE : opts.subject ? inRegion(nx, ny, opts.subject) : true;
      if (!isFg) {
        continue;
      }
      fgCount++;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
      if (opts.exclude?.some((r) => inRegion(nx, ny, r))) {
        continue;
      }
      if (!plain && opts.subject && deltaE(labAt(i), bgLab) < BG_MATCH_DE) {
        continue;
      }
      // Centre weighting: on scenes the product is usually central; edges carry clutter.
      const weight = plain ? 1 : 1 - 0.6 * Math.min(1, Math.hypot(nx - 0.5, ny - 0.5) * 1.6);
      const r = data[i * 3] ?? 0;
      const g = data[i * 3 + 1] ?? 0;
      const b = data[i * 3 + 2] ?? 0;
      const k = paletteIndex(r, g, b);
      counts[k] = (counts[k] ?? 0) + weight;
      sums[k * 3] = (sums[k * 3] ?? 0) + r * weight;
      sums[k * 3 + 1] = (sums[k * 3 + 1] ?? 0) + g * weight;
      sums[k * 3 + 2] = (sums[k * 3 + 2] ?? 0) + b * weight;
      weightTotal += weight;
    }
  }

  const colours = rankColours(counts, sums, weightTotal);
  const bgIndex = paletteIndexFromLab(border, data);
  const foregroundShare = plain ? fgCount / (w * h) : opts.subject ? opts.subject[2] * opts.subject[3] : 1;
  const foregroundBox: Region = plain && maxX >= 0 ? [minX / w, minY / h, (maxX - minX + 1) / w, (maxY - minY + 1) / h] : [0, 0, 1, 1];
  return {
    background: { plain, colour: bgIndex, uniformity },
    colours,
    foregroundShare,
    foregroundBox,
    globalUniformity,
    edgeDensity,
  };
}

function rankColours(counts: Float64Array, sums: Float64Array, total: number): ColourFact[] {
  if (total <= 0) {
    return [];
  }
  const ranked = [...counts.keys()]
    .filter((k) => (counts[k] ?? 0) > 0)
    .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0));
  const out: ColourFact[] = [];
  for (const k of ranked) {
    const share = (counts[k] ?? 0) / total;
    if (out.length > 0 && (share < MIN_EXTRA_COLOUR_SHARE || out.length >= 3)) {
      break;
    }
    const c = counts[k] ?? 1;
    out.push({
      name: PALETTE[k]?.key ?? 'grey',
      share,
      rgb: [Math.round((sums[k * 3] ?? 0) / c), Math.round((sums[k * 3 + 1] ?? 0) / c), Math.round((sums[k * 3 + 2] ?? 0) / c)],
    });
  }
  return out;
}

/** Most common palette colour of the border pixels. */
function paletteIndexFromLab(border: number[], data: Buffer): ColourFact | null {
  if (border.length === 0) {
    return null;
  }
  const counts = new Float64Array(PALETTE.length);
  const sums = new Float64Array(PALETTE.length * 3);
  for (const i of border) {
    const r = data[i * 3] ?? 0;
    const g = data[i * 3 + 1] ?? 0;
    const b = data[i * 3 + 2] ?? 0;
    const k = paletteIndex(r, g, b);
    counts[k] = (counts[k] ?? 0) + 1;
    sums[k * 3] = (sums[k * 3] ?? 0) + r;
    sums[k * 3 + 1] = (sums[k * 3 + 1] ?? 0) + g;
    sums[k * 3 + 2] = (sums[k * 3 + 2] ?? 0) + b;
  }
  return rankColours(counts, sums, border.length)[0] ?? null;
}
