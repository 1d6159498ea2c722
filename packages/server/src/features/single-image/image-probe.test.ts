import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { probeImage } from './image-probe.ts';

describe('probeImage', () => {
  it('accepts a whole image, names its format and size, and hands on its decoded raster', async () => {
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toBuffer();
    const probe = await probeImage(jpeg);
    expect(probe).toMatchObject({ ok: true, format: 'jpeg', width: 320, height: 240 });
    // The engine's working raster comes with it (issue 26: the engine reuses this decode, it does not decode again).
    const decoded = probe.ok ? probe.decoded : undefined;
    expect(decoded).toMatchObject({ width: 320, height: 240, workWidth: 320, workHeight: 240 });
    expect(decoded?.rgb.byteLength).toBe(320 * 240 * 3);
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
