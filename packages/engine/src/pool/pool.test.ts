import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { renderText } from '../testing/text-images.ts';
import type { AltResult } from '../types.ts';
import { createEnginePool } from './pool.ts';

const DEV = process.env.ALT_EVAL_DIR ?? fileURLToPath(new URL('../../../../../shared/eval/dev/', import.meta.url));
const PHOTO = `${DEV}/images/p0002.jpg`;

describe.skipIf(!existsSync(PHOTO))('createEnginePool', () => {
  // Vitest does not start workers with tsx: this proves the worker entry registers it by itself.
  it('analyses in a worker thread that loaded the TypeScript engine', async () => {
    const pool = await createEnginePool({ workers: 1 });
    try {
      expect(pool.workers).toBe(1);
      expect(pool.warmRuntime).toHaveLength(1);
      const image = new Uint8Array(readFileSync(PHOTO));
      const [a, b] = await Promise.all([
        pool.analyze(image, { language: 'en', title: 'Overnight Duffle' }),
        pool.analyze(image, { language: 'fr', title: 'Overnight Duffle' }),
      ]);
      expect(a?.altTag).toMatch(/^Brown Overnight Duffle/);
      expect(b?.altTag).toMatch(/^Sac de voyage Overnight/);
      expect(a?.runtime?.threadId).not.toBe(threadId);
      expect(a?.runtime?.threadId).toBe(b?.runtime?.threadId);
      expect(a?.runtime?.rssMb).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
    await expect(pool.analyze(new Uint8Array(1), { language: 'en' })).rejects.toThrow(/closed/);
  });

  // Issue 26: PaddleOCR + Tesseract load once per pool, in one OCR thread the workers share, not in each worker.
  it('reads text in one OCR thread shared by the workers, started by the first photo with text, stopped by close', async () => {
    const pool = await createEnginePool({ workers: 2 });
    try {
      expect(await pool.ocrRuntime()).toBeUndefined();
      const label = new Uint8Array(await renderText(['ORGANIC COTTON', 'Made in Portugal']));
      const [a, b] = await Promise.all([pool.analyze(label, { language: 'en' }), pool.analyze(label, { language: 'en' })]);
      expect(a.facts.text.map((l) => l.text.toLowerCase()).join(' ')).toContain('made in portugal');
      expect(b.facts.text).toEqual(a.facts.text);
      const ocr = await pool.ocrRuntime();
      expect(ocr?.threadId).toBeGreaterThan(0);
      expect([a.runtime?.threadId, b.runtime?.threadId]).not.toContain(ocr?.threadId);
    } finally {
      await pool.close();
    }
    expect(await pool.ocrRuntime()).toBeUndefined();
  });

  // Issue 26: a worker Piscina starts in place of one that died never had a warm task; it must still share the OCR
  // thread, not load a second OCR stack of its own (~150 MB).
  it('gives the worker that replaces a dead one its own line to the shared OCR thread', async () => {
    const pool = await createEnginePool({ workers: 2 });
    try {
      const label = new Uint8Array(await renderText(['ORGANIC COTTON', 'Made in Portugal']));
      const before = pool.threads().map((t) => t.threadId);
      const replaced = new Promise<void>((resolve) => {
        const watch = setInterval(() => {
          const now = pool.threads().map((t) => t.threadId);
          if (now.length === 2 && now.some((id) => !before.includes(id))) {
            clearInterval(watch);
            resolve();
          }
        }, 20);
      });
      await pool.threads()[0]?.terminate();
      await replaced;
      const fresh = pool.threads().find((t) => !before.includes(t.threadId))?.threadId;
      // Two photos at a time until the fresh worker (still loading its modules when the others are free) reads one.
      const results: AltResult[] = [];
      for (let round = 0; round < 15 && !results.some((r) => r.runtime?.threadId === fresh); round++) {
        results.push(...(await Promise.all([0, 1].map(() => pool.analyze(label, { language: 'en' })))));
      }
      expect(results.map((r) => r.runtime?.threadId)).toContain(fresh);
      for (const r of results) {
        expect(r.facts.text.map((l) => l.text.toLowerCase()).join(' ')).toContain('made in portugal');
        expect(r.runtime?.sharedOcr).toBe(true);
      }
    } finally {
      await pool.close();
    }
  }, 60_000);
});
