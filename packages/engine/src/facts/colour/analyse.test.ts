import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseColours } from './analyse.ts';

type Rgb = [number, number, number];

/** Raw RGB raster: background with an inner rectangle (fractions of the frame). */
async function scene(bg: Rgb, fg: Rgb, rect: [number, number, number, number], size = 160) {
  const [x, y, w, h] = rect.map((v) => Math.round(v * size)) as [number, number, number, number];
  const inner = await sharp({ create: { width: w, height: h, channels: 3, background: { r: fg[0], g: fg[1], b: fg[2] } } })
    .raw()
    .toBuffer();
  const { data, info } = await sharp({ create: { width: size, height: size, channels: 3, background: { r: bg[0], g: bg[1], b: bg[2] } } })
    .composite([{ input: inner, raw: { width: w, height: h, channels: 3 }, left: x, top: y }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('analyseColours', () => {
  it.each<[string, Rgb]>([
    ['navy', [32, 42, 80]],
    ['red', [200, 30, 40]],
    ['green', [40, 140, 70]],
    ['yellow', [240, 210, 40]],
    ['black', [22, 22, 24]],
    ['brown', [110, 70, 40]],
    ['purple', [110, 50, 140]],
  ])('names a %s product on a white backdrop', async (key, rgb) => {
    const a = analyseColours(await scene([255, 255, 255], rgb, [0.3, 0.25, 0.4, 0.5]));
    expect(a.background.plain).toBe(true);
    expect(a.colours[0]?.name).toBe(key);
    expect(a.foregroundShare).toBeCloseTo(0.2, 1);
  });

  it('finds a white product on white through its outline (enclosed pixels are product)', async () => {
    const outlined = await scene([255, 255, 255], [150, 150, 150], [0.2, 0.2, 0.6, 0.6]);
    const filled = await scene([255, 255, 255], [248, 248, 248], [0.25, 0.25, 0.5, 0.5]);
    // Paint the white interior into the grey frame so that only a grey outline separates it from the backdrop.
    for (let y = 0; y < outlined.height; y++) {
      for (let x = 0; x < outlined.width; x++) {
        const i = (y * outlined.width + x) * 3;
        if (x >= 40 && x < 120 && y >= 40 && y < 120) {
          outlined.data[i] = filled.data[i] ?? 0;
          outlined.data[i + 1] = filled.data[i + 1] ?? 0;
          outlined.data[i + 2] = filled.data[i + 2] ?? 0;
        }
      }
    }
    const a = analyseColours(outlined);
    expect(a.background.plain).toBe(true);
    expect(a.colours[0]?.name).toBe('white');
  });

  it('never counts a coloured backdrop seen through the product (a coiled rope, a stool’s legs)', async () => {
    /** An orange frame on a backdrop, its middle painted back in the backdrop's colour: enclosed, so in the mask. */
    const framed = async (backdrop: Rgb) => {
      const img = await scene(backdrop, [234, 148, 80], [0.2, 0.2, 0.6, 0.6]);
      for (let i = 0; i < img.width * img.height; i++) {
        const x = i % img.width;
        const y = Math.floor(i / img.width);
        if (x >= 48 && x < 112 && y >= 48 && y < 112) {
          img.data.set(backdrop, i * 3);
        }
      }
      return img;
    };
    const purple = analyseColours(await framed([139, 64, 159]));
    expect(purple.background.plain).toBe(true);
    expect(purple.colours.map((c) => c.name)).toEqual(['orange']);
    // On a white backdrop the enclosed white is the product's (a white shoe's inside).
    expect(analyseColours(await framed([255, 255, 255])).colours.map((c) => c.name)).toContain('white');
  });

  it('does not call a busy frame plain, and uses the subject region there', async () => {
    const img = await scene([30, 120, 40], [200, 30, 40], [0.3, 0.3, 0.4, 0.4]);
    // Stripe the border so it is not uniform.
    for (let y = 0; y < img.height; y += 2) {
      for (let x = 0; x < img.width; x++) {
        const i = (y * img.width + x) * 3;
        if (x < 20 || x > 140) {
          img.data[i] = 250;
          img.data[i + 1] = 240;
          img.data[i + 2] = 30;
        }
      }
    }
    const a = analyseColours(img, { subject: [0.3, 0.3, 0.4, 0.4] });
    expect(a.background.plain).toBe(false);
    expect(a.colours[0]?.name).toBe('red');
  });

  it('reports a single flat colour as fully uniform', async () => {
    const a = analyseColours(await scene([90, 90, 200], [90, 90, 200], [0.1, 0.1, 0.1, 0.1]));
    expect(a.globalUniformity).toBeGreaterThan(0.99);
    expect(a.tileHomogeneity).toBe(1);
    expect(a.edgeDensity).toBeLessThan(0.1);
  });
});

describe('skin share', () => {
  it('measures the skin share of the subject: none on a grey garment, most on a skin-toned patch', async () => {
    const garment = analyseColours(await scene([255, 255, 255], [120, 120, 125], [0.3, 0.2, 0.4, 0.6]), {
      subject: [0.25, 0.15, 0.5, 0.7],
    });
    expect(garment.skinShare).toBe(0);
    const arm = analyseColours(await scene([255, 255, 255], [224, 172, 140], [0.3, 0.2, 0.4, 0.6]), { subject: [0.25, 0.15, 0.5, 0.7] });
    expect(arm.skinShare).toBeGreaterThan(0.9);
  });
});
