import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, readText } from '../facts/ocr/index.ts';
import { sharedOcrPort, useSharedOcr } from '../facts/ocr/shared.ts';
import { renderNoText, renderText } from '../testing/text-images.ts';
import { createSharedOcrThread } from './ocr-thread.ts';

const withoutMs = <T extends { ms: number }>(r: T): Omit<T, 'ms'> => {
  const { ms: _ms, ...rest } = r;
  return rest;
};

describe('createSharedOcrThread', () => {
  afterAll(async () => {
    await closeOcr();
  });

  it('starts on the first request, reads the same lines as this thread, and stops on close', async () => {
    const label = await renderText(['Crème hydratante', 'Prix : 29,99 €', 'ORGANIC COTTON']);
    const plain = await renderNoText();
    // In this thread first: the reference the shared thread must match exactly (text, order, confidences, boxes).
    const here = [await readText(label), await readText(plain), await readText(label, { refine: false })];

    const ocr = createSharedOcrThread();
    const port = ocr.connect();
    try {
      expect(await ocr.runtime()).toBeUndefined();
      useSharedOcr(port);
      expect(sharedOcrPort()).toBe(port);
      // Concurrent requests on one port: each answer finds its own caller.
      const shared = await Promise.all([readText(label), readText(plain), readText(label, { refine: false })]);
      expect(shared.map(withoutMs)).toEqual(here.map(withoutMs));
      expect(shared[0]?.lines.map((l) => l.text)).toContain('Prix : 29,99 €');
      await expect(readText(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow();

      const runtime = await ocr.runtime();
      expect(runtime?.threadId).not.toBe(threadId);
      // The thread answered with its own runtime; no opencv.js in it any more (it was > 100 MB of external memory
      // there while the engine read through @gutenye/ocr-node).
      expect(runtime?.externalMb).toBeGreaterThan(0);
      expect(runtime?.externalMb).toBeLessThan(50);
    } finally {
      await ocr.close();
    }
    expect(await ocr.runtime()).toBeUndefined();
    // The thread is gone: its port closed, so this thread reads by itself again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sharedOcrPort()).toBeNull();
  });

  it('closes cleanly when no photo ever needed OCR', async () => {
    const ocr = createSharedOcrThread();
    ocr.connect();
    await ocr.close();
    expect(await ocr.runtime()).toBeUndefined();
  });
});
