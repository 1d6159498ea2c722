import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, letterbox, letterboxGeometry, thumbnail, WORK_MAX_SIDE } from './decode.ts';

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) {
      c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
  }
  return (c ^ 0xffffffff) >>> 0;
}

describe('decodeImage', () => {
  it('applies EXIF rotation and reports the upright size', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const img = await decodeImage(jpeg);
    expect([img.width, img.height]).toEqual([100, 300]);
    expect([img.workWidth, img.workHeight]).toEqual([100, 300]);
  });

  it('flattens transparency on white and downscales large images once', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const img = await decodeImage(png);
    expect(img.workWidth).toBe(WORK_MAX_SIDE);
    expect(img.workHeight).toBe(WORK_MAX_SIDE / 2);
    expect(img.rgb.length).toBe(img.workWidth * img.workHeight * 3);
    expect([...img.rgb.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('letterboxes into a square on white and gives the geometry to map boxes back', async () => {
    const img = await decodeImage(
      await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000000' } })
        .png()
        .toBuffer(),
    );
    const box = await letterbox(img, 64);
    expect([box.width, box.height]).toEqual([64, 64]);
    expect([...box.data.subarray(0, 3)]).toEqual([255, 255, 255]);
    const mid = (32 * 64 + 32) * 3;
    expect(box.data[mid]).toBeLessThan(10);
    expect(letterboxGeometry(img)).toEqual({ scaleX: 1, scaleY: 0.5, offX: 0, offY: 0.25 });
    const thumb = await thumbnail(img, 50);
    expect([thumb.width, thumb.height]).toEqual([50, 25]);
  });

  it('always yields 8-bit packed RGB (greyscale, 16-bit and CMYK inputs)', async () => {
    const base = sharp({ create: { width: 64, height: 32, channels: 3, background: '#804020' } });
    const inputs = [
      await base.clone().greyscale().png().toBuffer(),
      await base.clone().toColourspace('rgb16').png().toBuffer(),
      await base.clone().toColourspace('cmyk').jpeg().toBuffer(),
    ];
    for (const input of inputs) {
      const img = await decodeImage(input);
      expect(img.rgb.length).toBe(64 * 32 * 3);
    }
    const rgb16 = await decodeImage(inputs[1] as Buffer);
    expect([...rgb16.rgb.subarray(0, 3)]).toEqual([128, 64, 32]);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    // A 1×1 PNG whose IHDR claims 20000×20000 (400 MP > MAX_INPUT_PIXELS), with a valid chunk CRC.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(20000, 16);
    png.writeUInt32BE(20000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expect(decodeImage(png)).rejects.toThrow(/pixel limit/i);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(decodeImage(new Uint8Array([1, 2, 3]))).rejects.toThrow();
  });
});
