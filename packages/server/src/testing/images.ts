import { readFileSync } from 'node:fs';
import { LIMITS } from '@alt-optimizer/contract';
import sharp from 'sharp';

/** Real photos from the shared evaluation set (tests may read it; the product never does). */
export const EVAL_IMAGES = new URL('../../../../../shared/eval/dev/images/', import.meta.url);

export function evalImage(name: string): Buffer {
  return readFileSync(new URL(name, EVAL_IMAGES));
}

/** Side of a square image just over the pixel limit: 8000 × 8000 = 64 MP against 50 MP. */
export const OVERSIZED_SIDE = 8000;

let oversized: Promise<Buffer> | undefined;

/** A solid white PNG over LIMITS.imageMaxPixels: ~200 KB on disk, so only its header may be read. */
export function oversizedPng(): Promise<Buffer> {
  if (OVERSIZED_SIDE * OVERSIZED_SIDE <= LIMITS.imageMaxPixels) {
    throw new Error('OVERSIZED_SIDE no longer exceeds LIMITS.imageMaxPixels');
  }
  oversized ??= sharp({ create: { width: OVERSIZED_SIDE, height: OVERSIZED_SIDE, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return oversized;
}
