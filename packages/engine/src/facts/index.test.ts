import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_BY_KEY } from './colour/palette.ts';
import { FEATURE_DIM, extractFacts, loadFactModels } from './index.ts';
import { TYPE_THRESHOLDS } from './image-type.ts';

const DEV = new URL('../../../../../shared/eval/dev/images/', import.meta.url);
const hasDev = existsSync(DEV);
const dev = (name: string): Promise<Buffer> => readFile(new URL(name, DEV));
const family = (key: string | undefined): string | undefined => (key ? PALETTE_BY_KEY.get(key)?.family : undefined);

async function solid(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

/** A 600×600 white JPEG with `patch` pasted at (left, top). */
async function onWhite(patch: Buffer, left: number, top: number): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
    .composite([{ input: patch, left, top }])
    .jpeg()
    .toBuffer();
}

describe('extractFacts', () => {
  beforeAll(async () => {
    await loadFactModels({ ocr: false });
  });

  it('calls a flat colour fill decorative', async () => {
    const facts = await extractFacts(await solid(400, 300, [120, 160, 200]), { ocr: false });
    expect(facts.flat).toBe(true);
    expect(facts.imageType).toBe('decorative');
    expect(facts.objects).toEqual([]);
    expect(facts.width).toBe(400);
    expect(facts.height).toBe(300);
  });

  it('sees a red product on a white background as a red packshot', async () => {
    const square = await solid(200, 200, [200, 25, 35]);
    const image = await onWhite(square, 200, 200);
    const facts = await extractFacts(image, { ocr: false });
    expect(facts.background.plain).toBe(true);
    expect(facts.background.colour?.name).toBe('white');
    expect(facts.imageType).toBe('packshot');
    expect(facts.colours[0]?.name).toBe('red');
    expect(facts.foregroundShare).toBeGreaterThan(0.08);
    expect(facts.foregroundShare).toBeLessThan(0.15);
    expect(facts.flat).toBe(false);
  });

  it('never calls a small dark object on white decorative (it used to pass as ≥ 98 % uniform)', async () => {
    const dot = await solid(60, 60, [25, 25, 30]);
    const image = await onWhite(dot, 300, 260);
    const facts = await extractFacts(image, { ocr: false });
    expect(facts.background.plain).toBe(true);
    expect(facts.flat).toBe(false);
    expect(facts.imageType).not.toBe('decorative');
  });

  it('returns the 680-d category descriptor with unit-norm blocks and stage timings', async () => {
    const facts = await extractFacts(await solid(320, 320, [30, 30, 30]), { ocr: false });
    expect(facts.features).toBeInstanceOf(Float32Array);
    expect(facts.features?.length).toBe(FEATURE_DIM);
    const norm = (a: number, b: number): number => Math.hypot(...Array.from(facts.features?.subarray(a, b) ?? []));
    expect(norm(0, 480)).toBeCloseTo(1, 3);
    expect(norm(480, 600)).toBeCloseTo(1, 3);
    expect(norm(600, 680)).toBeCloseTo(1, 3);
    for (const stage of ['decode', 'detect', 'faces', 'colour+type', 'total']) {
      expect(facts.timingsMs[stage]).toBeGreaterThanOrEqual(0);
    }
  });

  it('skips the OCR pass when the stroke cue sees no text', async () => {
    const facts = await extractFacts(await solid(300, 300, [200, 200, 90]), { ocr: true });
    expect(facts.timingsMs.textcue).toBeGreaterThanOrEqual(0);
    expect(facts.timingsMs.ocr).toBeUndefined();
    expect(facts.text).toEqual([]);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(extractFacts(new TextEncoder().encode('not an image'), { ocr: false })).rejects.toThrow();
  });

  describe.runIf(hasDev)('on dev photos', () => {
    it('green T-shirt packshot (Kaggle)', async () => {
      const facts = await extractFacts(await dev('p0037.jpg'), { ocr: false });
      expect(facts.imageType).toBe('packshot');
      expect(facts.background.plain).toBe(true);
      expect(family(facts.colours[0]?.name)).toBe('green');
      expect(facts.people).toBe(0);
    });

    it('red tee worn by a model (Magento): person, one face, red', async () => {
      const facts = await extractFacts(await dev('p0039.jpg'), { ocr: false });
      expect(facts.imageType).toBe('model');
      expect(facts.people).toBeGreaterThanOrEqual(1);
      expect(facts.faces).toBe(1);
      expect(family(facts.colours[0]?.name)).toBe('red');
      expect(facts.wornShare).toBeUndefined();
    });

    it('astronaut on a busy backdrop (g0038): read as a model, the classifier sees nothing worn, a scene', async () => {
      const facts = await extractFacts(await dev('g0038.jpg'), { ocr: false });
      expect(facts.imageType).toBe('lifestyle');
      expect(facts.wornShare).toBeLessThan(TYPE_THRESHOLDS.modelWorn);
    });

    it('COCO cat photo: a cat, not a packshot', async () => {
      const facts = await extractFacts(await dev('g0012.jpg'), { ocr: false });
      expect(facts.objects.map((o) => o.label)).toContain('cat');
      expect(facts.objects.every((o) => o.score >= 0.45)).toBe(true);
      expect(facts.imageType).toBe('lifestyle');
      for (const o of facts.objects) {
        expect(o.box.every((v) => v >= 0 && v <= 1)).toBe(true);
      }
    });

    it('reads the print on a T-shirt when OCR is on', { timeout: 120_000 }, async () => {
      const facts = await extractFacts(await dev('p0037.jpg'), { ocr: true });
      expect(facts.timingsMs.ocr).toBeGreaterThan(0);
      expect(facts.text.map((l) => l.text.toLowerCase()).join(' ')).toContain('athletic');
      expect(facts.textShare).toBeGreaterThan(0);
    });

    it('brick-wall texture (scikit-image) is decorative', async () => {
      const facts = await extractFacts(await dev('g0019.jpg'), { ocr: false });
      expect(facts.imageType).toBe('decorative');
    });
  });
});
