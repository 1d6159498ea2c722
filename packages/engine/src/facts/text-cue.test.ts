import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode.ts';
import { textCue, TEXT_CUE_THRESHOLD } from './text-cue.ts';

async function decoded(width: number, height: number, paint?: (x: number, y: number) => number) {
  const data = Buffer.alloc(width * height * 3, 255);
  if (paint) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        data.fill(paint(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3);
      }
    }
  }
  const png = await sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return decodeImage(png);
}

describe('textCue', () => {
  it('is zero on a blank image and on a smooth gradient', async () => {
    expect(await textCue(await decoded(300, 200))).toBe(0);
    expect(await textCue(await decoded(300, 200, (x) => Math.round((x / 300) * 255)))).toBe(0);
  });

  it('fires on a band of tight dark/light strokes, as printed text makes', async () => {
    // A "line of text": 3 px strokes every 6 px across the middle band.
    const strokes = await decoded(384, 200, (x, y) => (y > 90 && y < 110 && x > 40 && x < 340 && x % 6 < 3 ? 0 : 255));
    expect(await textCue(strokes)).toBeGreaterThanOrEqual(TEXT_CUE_THRESHOLD);
  });

  it('does not fire on a few isolated edges (a product silhouette)', async () => {
    const box = await decoded(384, 384, (x, y) => (x > 100 && x < 280 && y > 100 && y < 280 ? 30 : 255));
    expect(await textCue(box)).toBe(0);
  });
});
