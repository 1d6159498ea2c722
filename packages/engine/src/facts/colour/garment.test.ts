import { describe, expect, it } from 'vitest';
import type { RgbRaster } from '../decode.ts';
import { garmentColours, garmentZones } from './garment.ts';

type Rgb = [number, number, number];
type Rect = [number, number, number, number];

/** A 160×160 raster painted rectangle by rectangle (fractions of the frame), later ones on top. */
function paint(bg: Rgb, parts: [Rect, Rgb][], size = 160): RgbRaster {
  const data = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    data.set(bg, i * 3);
  }
  for (const [[x, y, w, h], rgb] of parts) {
    for (let py = Math.round(y * size); py < Math.round((y + h) * size); py++) {
      for (let px = Math.round(x * size); px < Math.round((x + w) * size); px++) {
        data.set(rgb, (py * size + px) * 3);
      }
    }
  }
  return { data, width: size, height: size } as RgbRaster;
}

const person: Rect = [0.3, 0.05, 0.4, 0.95];
const face: Rect = [0.43, 0.06, 0.14, 0.12];
const skin: Rgb = [205, 160, 130];
const navy: Rgb = [32, 42, 80];
const white: Rgb = [250, 250, 250];

describe('garmentColours', () => {
  it('puts the torso zone under the face and the legs zone below it, inside the person box', () => {
    const z = garmentZones(person, face);
    expect(z.upper[1]).toBeGreaterThan(face[1] + face[3]);
    expect(z.lower[1]).toBeGreaterThan(z.upper[1] + z.upper[3] - 0.01);
    expect(z.lower[1] + z.lower[3]).toBeLessThanOrEqual(person[1] + person[3] + 1e-9);
  });

  it('reads a red top over navy trousers apart', () => {
    const img = paint(white, [
      [face, skin],
      [
        [0.32, 0.2, 0.36, 0.33],
        [200, 30, 40],
      ],
      [[0.34, 0.53, 0.32, 0.47], navy],
    ]);
    const g = garmentColours(img, person, face, []);
    expect(g?.upper[0]?.name).toBe('red');
    expect(g?.lower[0]?.name).toBe('navy');
  });

  it('calls a white top on a white backdrop white (the flood fill takes it for backdrop)', () => {
    const img = paint(white, [
      [face, skin],
      [[0.26, 0.2, 0.04, 0.33], skin],
      [[0.7, 0.2, 0.04, 0.33], skin],
      [[0.34, 0.53, 0.32, 0.47], navy],
    ]);
    const g = garmentColours(img, person, face, []);
    expect(g?.upper[0]?.name).toBe('white');
    expect(g?.lower[0]?.name).toBe('navy');
  });

  it('gives no zones without a face: a faceless crop shows the product as a whole', () => {
    expect(garmentColours(paint(white, [[[0.3, 0.3, 0.4, 0.6], navy]]), person, undefined, [])).toBeUndefined();
  });
});
