import { describe, expect, it } from 'vitest';
import { cropLine, perspectiveTransform, rotateQuarter, type RgbaImage } from './line-warp.ts';

/** A w × h RGBA image whose red byte encodes x and green y, so every pixel says where it came from. */
function coordinates(w: number, h: number): RgbaImage {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      data.set([x, y, (x * 7 + y * 13) & 255, 255], (y * w + x) * 4);
    }
  }
  return { data, width: w, height: h };
}

const pixel = (image: RgbaImage, x: number, y: number): number[] =>
  Array.from(image.data.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

describe('line warp', () => {
  it('solves the perspective matrix of a translation and a scaling', () => {
    const m = perspectiveTransform(
      [
        [10, 20],
        [50, 20],
        [50, 40],
        [10, 40],
      ],
      [
        [0, 0],
        [80, 0],
        [80, 20],
        [0, 20],
      ],
    );
    const expected = [2, 0, -20, 0, 1, -20, 0, 0, 1];
    m.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });

  it('copies an axis-aligned box pixel for pixel (whole-pixel positions weigh one source pixel)', () => {
    const source = coordinates(64, 48);
    const crop = cropLine(source, [
      [10, 5],
      [50, 5],
      [50, 20],
      [10, 20],
    ]);
    expect([crop.width, crop.height]).toEqual([40, 15]);
    for (const [x, y] of [
      [0, 0],
      [39, 14],
      [17, 9],
    ]) {
      expect(pixel(crop, x!, y!)).toEqual(pixel(source, x! + 10, y! + 5));
    }
  });

  it('interpolates half-way between pixels with the cubic kernel and repeats the edge outside', () => {
    // A ramp of 2 per pixel is reproduced exactly by bicubic weights: half a pixel right reads 1 more.
    const source = coordinates(64, 48);
    for (let i = 0; i < source.data.length; i += 4) {
      source.data[i] = ((i / 4) % 64) * 2;
    }
    const crop = cropLine(source, [
      [0.5, 0],
      [32.5, 0],
      [32.5, 8],
      [0.5, 8],
    ]);
    expect(crop.data[(2 * crop.width + 3) * 4]).toBe(7); // x = 3.5 → 7
    // Border replicate: a box starting left of the image reads the first column there.
    const left = cropLine(coordinates(64, 48), [
      [-4, 0],
      [28, 0],
      [28, 8],
      [-4, 8],
    ]);
    expect(pixel(left, 0, 3).slice(0, 2)).toEqual([0, 3]);
  });

  it('turns a tall crop a quarter, as the library’s rotation about (w/2, w/2) does', () => {
    const source = coordinates(10, 30);
    const turned = rotateQuarter(source);
    expect([turned.width, turned.height]).toEqual([30, 10]);
    // destination (x, y) reads source (w − y, x): row 0 falls just outside and repeats the last column.
    for (const [x, y] of [
      [0, 1],
      [29, 9],
      [12, 4],
    ]) {
      expect(pixel(turned, x!, y!)).toEqual(pixel(source, 10 - y!, x!));
    }
    expect(pixel(turned, 5, 0)).toEqual(pixel(source, 9, 5));
  });
});
