import { describe, expect, it } from 'vitest';
import { analyseColours } from './analyse.ts';
import { smoothBackdrop } from './backdrop.ts';
import { rasterToLab } from './lab.ts';

const SIZE = 160;

/** A grey studio sweep: light at the top, darker towards the bottom and the sides (a vignette), 8-bit RGB. */
function sweep(): { data: Buffer; width: number; height: number } {
  const data = Buffer.alloc(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const dx = x / SIZE - 0.5;
      const v = Math.round(235 - 90 * (y / SIZE) - 120 * dx * dx);
      data.set([v, v, v + 4], (y * SIZE + x) * 3);
    }
  }
  return { data, width: SIZE, height: SIZE };
}

function paint(img: { data: Uint8Array }, rect: [number, number, number, number], rgb: [number, number, number]): void {
  for (let y = rect[1]; y < rect[1] + rect[3]; y++) {
    for (let x = rect[0]; x < rect[0] + rect[2]; x++) {
      img.data.set(rgb, (y * SIZE + x) * 3);
    }
  }
}

function borderOf(width: number, height: number): number[] {
  const bw = Math.round(Math.min(width, height) * 0.04);
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < bw || y < bw || x >= width - bw || y >= height - bw) {
        out.push(y * width + x);
      }
    }
  }
  return out;
}

describe('smoothBackdrop', () => {
  it('fits a sweep with a vignette: every border pixel lies on the surface', () => {
    const img = sweep();
    const fit = smoothBackdrop(rasterToLab(img.data), SIZE, SIZE, borderOf(SIZE, SIZE));
    expect(fit?.share).toBeGreaterThan(0.99);
  });

  it('refuses a blue sky, however smooth (a sky is not a sweep)', () => {
    const sky = Buffer.alloc(SIZE * SIZE * 3);
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const t = y / SIZE;
        sky.set([Math.round(110 + 80 * t), Math.round(160 + 55 * t), Math.round(225 + 15 * t)], (y * SIZE + x) * 3);
      }
    }
    expect(smoothBackdrop(rasterToLab(sky), SIZE, SIZE, borderOf(SIZE, SIZE))).toBeUndefined();
  });

  it('refuses a wall above a floor (a room, not a backdrop)', () => {
    const img = sweep();
    paint(img, [0, 110, SIZE, 50], [120, 80, 50]);
    expect(smoothBackdrop(rasterToLab(img.data), SIZE, SIZE, borderOf(SIZE, SIZE))).toBeUndefined();
  });
});

describe('analyseColours on a gradient backdrop', () => {
  it('calls the sweep plain and finds the product on it', () => {
    const img = sweep();
    paint(img, [60, 70, 40, 30], [30, 40, 150]);
    const a = analyseColours(img);
    expect(a.background).toMatchObject({ plain: true, gradient: true });
    expect(a.colours[0]?.name).toBe('blue');
    expect(a.foregroundBox[0]).toBeCloseTo(60 / SIZE, 2);
    expect(a.foregroundBox[2]).toBeCloseTo(40 / SIZE, 2);
    expect(a.foregroundShare).toBeCloseTo((40 * 30) / (SIZE * SIZE), 3);
  });

  it('keeps a one-colour backdrop as before (no gradient flag)', () => {
    const img = { data: Buffer.alloc(SIZE * SIZE * 3, 250), width: SIZE, height: SIZE };
    paint(img, [60, 70, 40, 30], [30, 40, 150]);
    const a = analyseColours(img);
    expect(a.background.plain).toBe(true);
    expect(a.background.gradient).toBeUndefined();
  });
});
