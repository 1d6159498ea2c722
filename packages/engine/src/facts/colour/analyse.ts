/**
 * Background, foreground and colour statistics from a small thumbnail (sharp already did the resizing).
 *
 * Studio packshots have a border strip of one colour; the product is what differs from it. On scenes the
 * caller passes a subject region (the person, or the main detection) and we name the colours inside it.
 */
import type { ColourFact, VisualFacts } from '../../types.ts';
import type { RgbRaster } from '../decode.ts';
import { chroma, deltaE, type Lab, rasterToLab } from './lab.ts';
import { paletteIndex } from './name-pixels.ts';
import { PALETTE } from './palette.ts';
import { smoothBackdrop } from './backdrop.ts';
import { borderColour, preferHue, rankColours } from './rank.ts';
import { countPieces, floodBackground, homogeneity, median } from './regions.ts';

/** Normalised [x, y, w, h]. */
export type Region = [number, number, number, number];

export interface ColourAnalysis {
  background: VisualFacts['background'];
  colours: ColourFact[];
  /** Foreground pixels / all pixels (plain backgrounds); subject region area otherwise. */
  foregroundShare: number;
  /** Bounding box of the foreground mask, normalised (whole frame when the background is not plain). */
  foregroundBox: Region;
  /** Share of all pixels within ΔE 10 of the image's median colour (1 = one flat colour). */
  globalUniformity: number;
  /** Mean local gradient (Lab L), a cheap texture / detail cue. */
  edgeDensity: number;
  /** Share of 4×4 tiles whose mean colour is within ΔE 12 of the median tile: 1 for an even texture or fill. */
  tileHomogeneity: number;
  /**
   * Share of skin-toned pixels among the foreground pixels inside the subject region (all foreground when no
   * subject is given). A worn garment shows arms, legs or a neck; a ghost-mannequin packshot shows none.
   */
  skinShare: number;
  /**
   * With `restrict`: share of the region's pixels that the flood fill took for background. A white shirt on a
   * white backdrop is flooded with it, so a torso region that is mostly "background" is a garment of that colour.
   */
  restrictBackgroundShare: number;
  /** Plain backdrops: separate sizeable parts of the product (2 for a pair of shoes side by side), else 1. */
  pieces: number;
}

export interface AnalyseOptions {
  /** Where the product probably is when the background is not plain (e.g. the person box). */
  subject?: Region | undefined;
  /** Regions to leave out of the colour count (faces: skin and hair are not the product). */
  exclude?: Region[] | undefined;
  /** A person is the subject: skin-toned pixels are skin, not product. */
  skin?: boolean | undefined;
  /** Count colours only inside this region (a garment's part of the person: torso or legs). */
  restrict?: Region | undefined;
}

const BORDER_FRACTION = 0.04;
const BG_MATCH_DE = 10;
const PLAIN_UNIFORMITY = 0.8;
const FOREGROUND_DE = 14;
const SHADOW_CHROMA = 6;
const SHADOW_DE = 30;
const SHADOW_WEIGHT = 0.6;
const CHROMA_BOOST_MIN = 20;
const CHROMA_BOOST = 1.5;
/**
 * A backdrop at least this colourful (a purple sweep, a light-blue wall; not white, grey or black) is never the
 * product's colour where it shows through the product (inside a coiled rope, between a stool's legs): those pixels
 * are enclosed, so the flood fill leaves them in the mask. A white or black product on a white or black backdrop
 * keeps its enclosed pixels.
 */
const TINTED_BACKDROP_CHROMA = 10;
/** A piece of the product is a part of the mask at least this big (specks and loose laces are not). */
const PIECE_MIN_SHARE = 0.2;

/** Skin tones (all complexions) sit in a narrow warm hue band with moderate chroma. */
export function isSkin(p: Lab, c: number): boolean {
  const hue = (Math.atan2(p[2], p[1]) * 180) / Math.PI;
  return p[0] > 25 && p[0] < 92 && c > 8 && c < 45 && hue > 20 && hue < 75;
}

function inRegion(x: number, y: number, r: Region): boolean {
  return x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3];
}

export function analyseColours(img: RgbRaster, opts: AnalyseOptions = {}): ColourAnalysis {
  const { width: w, height: h, data } = img;
  if (data.length !== w * h * 3) {
    throw new Error(`analyseColours expects packed RGB (${w}×${h}×3 bytes), got ${data.length} bytes`);
  }
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
  const matching = border.filter((i) => deltaE(labAt(i), bgLab) < BG_MATCH_DE).length / Math.max(1, border.length);
  // A sweep or vignette is a studio backdrop too: its colour is then the smooth surface's at each pixel.
  const gradient = matching >= PLAIN_UNIFORMITY ? undefined : smoothBackdrop(lab, w, h, border);
  const plain = matching >= PLAIN_UNIFORMITY || gradient !== undefined;
  const uniformity = gradient?.share ?? matching;
  const backdropAt = gradient ? gradient.at : (): Lab => bgLab;

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
  const tileHomogeneity = homogeneity(lab, w, h);

  // Foreground mask: on plain backgrounds, what differs from the border colour; otherwise the subject region.
  const fg = new Uint8Array(w * h);
  let fgCount = 0;
  let minX = w;
  let minY = h;
  let maxX = -1;
  let maxY = -1;
  // On plain backgrounds the background is what is connected to the border through background-coloured
  // pixels; enclosed near-white areas are product (a white shoe on white is its outline plus its inside).
  const isBg = plain ? floodBackground(lab, w, h, gradient?.at ?? bgLab, FOREGROUND_DE) : null;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const isFg = isBg ? !isBg[i] : opts.subject ? inRegion((x + 0.5) / w, (y + 0.5) / h, opts.subject) : true;
      if (!isFg) {
        continue;
      }
      fg[i] = 1;
      fgCount++;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }

  const counts = new Float64Array(PALETTE.length);
  const sums = new Float64Array(PALETTE.length * 3);
  let weightTotal = 0;
  let subjectPixels = 0;
  let skinPixels = 0;
  let restrictPixels = 0;
  let restrictBackground = 0;
  if (opts.restrict && isBg) {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (inRegion((x + 0.5) / w, (y + 0.5) / h, opts.restrict)) {
          restrictPixels++;
          restrictBackground += isBg[y * w + x] ?? 0;
        }
      }
    }
  }
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      // Eroded mask: edge pixels blend product and background and would read as a lighter or greyer shade.
      if (!fg[i] || !fg[i - 1] || !fg[i + 1] || !fg[i - w] || !fg[i + w]) {
        continue;
      }
      const nx = (x + 0.5) / w;
      const ny = (y + 0.5) / h;
      if (opts.exclude?.some((r) => inRegion(nx, ny, r)) || (opts.restrict && !inRegion(nx, ny, opts.restrict))) {
        continue;
      }
      const p = labAt(i);
      const c = chroma(p);
      const skin = isSkin(p, c);
      if (!opts.subject || inRegion(nx, ny, opts.subject)) {
        subjectPixels++;
        skinPixels += skin ? 1 : 0;
      }
      if (opts.skin && skin) {
        continue;
      }
      let weight = 1;
      if (plain) {
        // Soft shadows on studio backdrops: achromatic and only a little darker than the background.
        const backdrop = backdropAt(i);
        const dBg = deltaE(p, backdrop);
        if (dBg < BG_MATCH_DE && chroma(backdrop) >= TINTED_BACKDROP_CHROMA) {
          continue;
        }
        if (c < SHADOW_CHROMA && dBg >= FOREGROUND_DE && dBg < SHADOW_DE) {
          weight = SHADOW_WEIGHT;
        }
      } else {
        if (opts.subject && deltaE(p, bgLab) < BG_MATCH_DE) {
          continue;
        }
        // Centre weighting: on scenes the product is usually central; edges carry clutter.
        weight = 1 - 0.6 * Math.min(1, Math.hypot(nx - 0.5, ny - 0.5) * 1.6);
      }
      // People name an object by its hue when it has one; shading greys are less salient than colour.
      if (c >= CHROMA_BOOST_MIN) {
        weight *= CHROMA_BOOST;
      }
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

  const colours = preferHue(rankColours(counts, sums, weightTotal));
  const bgIndex = borderColour(border, data);
  const foregroundShare = plain ? fgCount / (w * h) : opts.subject ? opts.subject[2] * opts.subject[3] : 1;
  const foregroundBox: Region = plain && maxX >= 0 ? [minX / w, minY / h, (maxX - minX + 1) / w, (maxY - minY + 1) / h] : [0, 0, 1, 1];
  return {
    background: gradient ? { plain, colour: bgIndex, uniformity, gradient: true } : { plain, colour: bgIndex, uniformity },
    colours,
    foregroundShare,
    foregroundBox,
    globalUniformity,
    edgeDensity,
    tileHomogeneity,
    skinShare: skinPixels / Math.max(1, subjectPixels),
    restrictBackgroundShare: restrictBackground / Math.max(1, restrictPixels),
    pieces: plain ? countPieces(fg, w, h, PIECE_MIN_SHARE) : 1,
  };
}
