/** Pixel → palette key, through a 15-bit RGB lookup table built once per process (~30 ms). */
import { type Lab, rgbToLab } from './lab.ts';
import { PALETTE } from './palette.ts';

interface Anchor {
  index: number;
  lab: Lab;
}

const ANCHORS: Anchor[] = PALETTE.flatMap((p, index) => p.anchors.map((rgb) => ({ index, lab: rgbToLab(...rgb) })));

let lut: Uint8Array | null = null;

/** Nearest anchor in Lab; lightness counts a little less than hue so that shading does not flip the name. */
function nearest(lab: Lab): number {
  let best = 0;
  let bestD = Infinity;
  for (const a of ANCHORS) {
    const dl = (lab[0] - a.lab[0]) * 0.8;
    const da = lab[1] - a.lab[1];
    const db = lab[2] - a.lab[2];
    const d = dl * dl + da * da + db * db;
    if (d < bestD) {
      bestD = d;
      best = a.index;
    }
  }
  return best;
}

function buildLut(): Uint8Array {
  const table = new Uint8Array(32 * 32 * 32);
  for (let r = 0; r < 32; r++) {
    for (let g = 0; g < 32; g++) {
      for (let b = 0; b < 32; b++) {
        table[(r << 10) | (g << 5) | b] = nearest(rgbToLab(r * 8 + 4, g * 8 + 4, b * 8 + 4));
      }
    }
  }
  return table;
}

/** Index into PALETTE for an RGB pixel. */
export function paletteIndex(r: number, g: number, b: number): number {
  lut ??= buildLut();
  return lut[((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)] ?? 0;
}

/** Build the table ahead of the first image (called from loadFactModels). */
export function warmPaletteLut(): void {
  lut ??= buildLut();
}
