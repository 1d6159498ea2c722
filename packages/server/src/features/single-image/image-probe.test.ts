import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { probeImage } from './image-probe.ts';

describe('probeImage', () => {
  it('accepts a whole image and names its format and size', async () => {
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toBuffer();
    await expect(probeImage(jpeg)).resolves.toEqual({ ok: true, format: 'jpeg', width: 320, height: 240 });
  });

  it('refuses a truncated image whose header is still valid, as not an image (a 400, never the engine 500)', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#aa3355' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toBuffer();
    for (const cut of [png.subarray(0, 2000), jpeg.subarray(0, 300)]) {
      await expect(probeImage(cut)).resolves.toEqual({ ok: false, reason: 'not-an-image' });
    }
  });

  it('refuses empty bytes and text', async () => {
    await expect(probeImage(new Uint8Array())).resolves.toEqual({ ok: false, reason: 'not-an-image' });
    await expect(probeImage(Buffer.from('not an image'))).resolves.toEqual({ ok: false, reason: 'not-an-image' });
  });
});
