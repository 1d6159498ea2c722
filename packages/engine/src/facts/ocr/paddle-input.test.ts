import { describe, expect, it } from 'vitest';
import { paddleModelBase } from '../../testing/paddle-library.ts';
import { planarInput } from './paddle-input.ts';

function randomImage(width: number, height: number, seed: number): { data: Uint8Array; width: number; height: number } {
  const data = new Uint8Array(width * height * 4);
  let x = seed;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    data[i] = x % 256;
  }
  return { data, width, height };
}

describe('planarInput', () => {
  it("gives PaddleOCR's models the very numbers the library's own imageToInput gives, after its float32 rounding", async () => {
    const base = await paddleModelBase();
    // The library's own method (kept on ours once installed), called as a plain function: it reads no instance state.
    const current = base.prototype.imageToInput;
    const original = current.original ?? current;
    for (const [w, h, options] of [
      [37, 23, {}],
      [64, 32, { mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] }],
      [320, 48, { mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] }],
    ] as const) {
      const image = randomImage(w, h, w * h);
      const theirs = original(image, options);
      const ours = planarInput(image, options);
      expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
      expect(Array.from(ours.data)).toEqual(Array.from(Float32Array.from(theirs.data)));
    }
  });
});
