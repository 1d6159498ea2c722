/**
 * The detector's page made from the engine's decoded raster (what extractFacts reads with) against the page made from
 * the photo's bytes (readText's own path): the same page on photos the raster holds at full size, and on a larger
 * photo (decoded to the 1,024 px raster first) the same size and nearly the same pixels.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../decode.ts';
import { DEFAULT_MAX_SIDE } from './index.ts';
import { pageFromRaster, prepareForOcr } from './prepare.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev/images/', import.meta.url));

describe('pageFromRaster', () => {
  it.skipIf(!existsSync(DEV))('gives the bytes’ page, byte for byte, when the raster is the photo at full size', async () => {
    for (const photo of ['p0016', 'g0017', 'p0074']) {
      const bytes = readFileSync(`${DEV}${photo}.jpg`);
      const fromBytes = await prepareForOcr(bytes, DEFAULT_MAX_SIDE);
      const fromRaster = await pageFromRaster(await decodeImage(bytes), DEFAULT_MAX_SIDE);
      expect([fromRaster.width, fromRaster.height], photo).toEqual([fromBytes.width, fromBytes.height]);
      expect(Buffer.from(fromRaster.data).equals(Buffer.from(fromBytes.data)), photo).toBe(true);
    }
  });

  it('sizes the page from the photo’s own sides when the raster is smaller, EXIF turn included', async () => {
    // 2,400 × 1,600 stored turned (orientation 6): upright it is 1,600 wide, 2,400 high; the raster is 683 × 1,024.
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#ffffff' } })
      .composite([{ input: Buffer.from('<svg width="2400" height="1600"><rect x="300" y="600" width="1800" height="300"/></svg>') }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const img = await decodeImage(photo);
    expect([img.workWidth, img.workHeight]).toEqual([683, 1024]);
    const fromBytes = await prepareForOcr(photo, DEFAULT_MAX_SIDE);
    const fromRaster = await pageFromRaster(img, DEFAULT_MAX_SIDE);
    expect([fromRaster.width, fromRaster.height]).toEqual([384, 576]);
    expect([fromBytes.width, fromBytes.height]).toEqual([384, 576]);
    let total = 0;
    for (let i = 0; i < fromRaster.data.length; i++) {
      total += Math.abs(fromRaster.data[i]! - fromBytes.data[i]!);
    }
    expect(total / fromRaster.data.length).toBeLessThan(1);
  });
});
