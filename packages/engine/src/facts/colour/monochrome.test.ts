import { describe, expect, it } from 'vitest';
import { isMonochrome } from './monochrome.ts';

function raster(pixel: (i: number) => [number, number, number], n = 100): { data: Buffer; width: number; height: number } {
  const data = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i++) {
    data.set(pixel(i), i * 3);
  }
  return { data, width: 10, height: n / 10 };
}

describe('isMonochrome', () => {
  it('reads greys with JPEG noise as black and white', () => {
    expect(isMonochrome(raster((i) => [i * 2, i * 2 + 2, i * 2 + 1]))).toBe(true);
  });

  it('reads a grey scene with a colour cast as a colour photo', () => {
    expect(isMonochrome(raster((i) => [i * 2 + 6, i * 2 + 3, i * 2]))).toBe(false);
  });

  it('reads a scene with a few hued pixels as colour', () => {
    expect(isMonochrome(raster((i) => (i % 20 === 0 ? [200, 40, 40] : [120, 120, 120])))).toBe(false);
  });

  it('allows one stray hued pixel in a hundred', () => {
    expect(isMonochrome(raster((i) => (i === 0 ? [200, 40, 40] : [120, 120, 120])))).toBe(true);
  });
});
