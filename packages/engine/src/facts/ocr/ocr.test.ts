import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOcr, loadOcr, readText } from './index.ts';
import { renderNoText, renderText } from '../../testing/text-images.ts';

const words = (lines: readonly { text: string }[]): string =>
  lines
    .map((l) => l.text)
    .join(' ')
    .toLowerCase();

describe('readText', () => {
  beforeAll(async () => {
    await loadOcr();
  });
  afterAll(async () => {
    await closeOcr();
  });

  it('reads the words of a rendered label', async () => {
    const png = await renderText(['ORGANIC COTTON', 'Made in Portugal']);
    const result = await readText(png);
    const seen = words(result.lines);
    expect(seen).toContain('organic');
    expect(seen).toContain('cotton');
    expect(seen).toContain('portugal');
    for (const line of result.lines) {
      expect(line.confidence).toBeGreaterThanOrEqual(0.8);
      expect(line.box[2]).toBeGreaterThan(0);
    }
    expect(result.textShare).toBeGreaterThan(0.05);
    expect(result.textShare).toBeLessThan(1);
  });

  it('reads light text on a dark banner', async () => {
    const png = await renderText(['SUMMER SALE'], { background: '#1d2a44', colour: '#f5f5f5', fontSize: 72 });
    expect(words((await readText(png)).lines)).toContain('summer sale');
  });

  it('keeps French accents and the euro sign on a clean label (Tesseract re-read)', async () => {
    const png = await renderText(['Crème hydratante', 'Prix : 29,99 €']);
    const texts = (await readText(png)).lines.map((l) => l.text);
    expect(texts).toContain('Crème hydratante');
    expect(texts).toContain('Prix : 29,99 €');
  });

  it('without the re-read, Paddle alone loses the accent and the euro sign', async () => {
    const png = await renderText(['Crème hydratante', 'Prix : 29,99 €']);
    const seen = words((await readText(png, { refine: false })).lines);
    expect(seen).toContain('creme hydratante');
    expect(seen).not.toContain('€');
  });

  it('gives no lines and no text share for a picture without text', async () => {
    const result = await readText(await renderNoText());
    expect(result.lines).toEqual([]);
    expect(result.textShare).toBe(0);
  });

  // A real product packshot with no printed text, from the dev set (read-only test data).
  const photo = '/work/shared/eval/dev/images/p0002.jpg';
  it.skipIf(!existsSync(photo))('gives no lines for a real photo without text', async () => {
    const result = await readText(readFileSync(photo));
    expect(result.lines).toEqual([]);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(readText(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow();
  });
});
