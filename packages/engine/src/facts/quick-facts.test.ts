import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { quickGrounding } from '../remote-analysis.ts';
import { extractQuickFacts } from './quick-facts.ts';

/** A red square "product" on a white studio backdrop, 2000×1500 and rotated by EXIF, as a camera would write it. */
function packshot(): Promise<Buffer> {
  const product = { input: { create: { width: 700, height: 500, channels: 3, background: '#cc1111' } }, left: 650, top: 500 } as const;
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#ffffff' } })
    .composite([product])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('extractQuickFacts', () => {
  it('reads background and product colours without any model, and prepares the provider JPEG from the same decode', async () => {
    const { facts, providerJpeg } = await extractQuickFacts(await packshot());
    expect([facts.width, facts.height]).toEqual([1500, 2000]);
    expect(facts.background.plain).toBe(true);
    expect(facts.colourRegion).toBe('product');
    expect(facts.colours[0]?.name).toBe('red');
    expect(facts).toMatchObject({ objects: [], faces: 0, people: 0, text: [] });
    expect(facts.timingsMs).toMatchObject({ decode: expect.any(Number), total: expect.any(Number) });
    // Upright (EXIF applied), longest side 1024, JPEG: what imageForProvider would send.
    const meta = await sharp(providerJpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 768, 1024]);
  });

  it('grounds the model with the background always, the colours only when measured on the product', async () => {
    const { facts } = await extractQuickFacts(await packshot());
    expect(quickGrounding(facts)).toEqual({ background: facts.background, colours: facts.colours });
    const scene = { ...facts, colourRegion: 'frame' as const };
    expect(quickGrounding(scene)).toEqual({ background: facts.background });
  });
});
