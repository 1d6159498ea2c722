/** Turn weighted palette counts into ranked ColourFacts. */
import type { ColourFact } from '../../types.ts';
import { paletteIndex } from './name-pixels.ts';
import { PALETTE } from './palette.ts';

/** A second colour is reported only when it covers at least this share of the product. */
const MIN_EXTRA_COLOUR_SHARE = 0.22;
const ACHROMATIC = new Set(['black', 'grey', 'silver']);
const HUE_OVER_NEUTRAL = 0.6;

/**
 * A coloured area close in size to a dark or grey one names the product better: those neutrals are often
 * shading, soles, straps or hardware ("blue heels" with black soles). White is left out on purpose: a white
 * product with a coloured print or logo is still "white" (dev set: +3 correct).
 */
export function preferHue(colours: ColourFact[]): ColourFact[] {
  const [first, second, ...rest] = colours;
  if (first && second && ACHROMATIC.has(first.name) && !ACHROMATIC.has(second.name) && second.share >= first.share * HUE_OVER_NEUTRAL) {
    return [second, first, ...rest];
  }
  return colours;
}

export function rankColours(counts: Float64Array, sums: Float64Array, total: number): ColourFact[] {
  if (total <= 0) {
    return [];
  }
  const ranked = [...counts.keys()].filter((k) => (counts[k] ?? 0) > 0).sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0));
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
export function borderColour(border: number[], data: Buffer): ColourFact | null {
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
