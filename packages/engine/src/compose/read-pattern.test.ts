import { describe, expect, it } from 'vitest';
import { measureTexture } from '../facts/colour/pattern.ts';
import type { DecodedImage } from '../facts/decode.ts';
import { PATTERN_MODEL } from './pattern.model.ts';
import { PATTERN_CLASSES, seenPattern, textureVector } from './read-pattern.ts';
import { WORN_PATTERN_MODEL } from './worn-pattern.model.ts';

const W = 400;
const H = 400;
const BOX: [number, number, number, number] = [0.25, 0.15, 0.5, 0.7];

/** A white packshot with a product in the box, painted by `paint(x, y)` in product coordinates. */
function packshot(paint: (x: number, y: number) => [number, number, number]): DecodedImage {
  const rgb = Buffer.alloc(W * H * 3, 255);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const px = x - BOX[0] * W;
      const py = y - BOX[1] * H;
      if (px >= 0 && py >= 0 && px < BOX[2] * W && py < BOX[3] * H) {
        rgb.set(paint(px, py), (y * W + x) * 3);
      }
    }
  }
  return { width: W, height: H, workWidth: W, workHeight: H, rgb };
}

const NAVY: [number, number, number] = [20, 30, 90];
const RED: [number, number, number] = [200, 30, 40];
const CREAM: [number, number, number] = [235, 225, 200];
const WHITE: [number, number, number] = [255, 255, 255];
const BLUE: [number, number, number] = [40, 70, 160];
const LIGHT_BLUE: [number, number, number] = [140, 160, 210];

describe('pattern from the product pixels (issue 22 item 6)', () => {
  it('has a model file that fits the texture vector', () => {
    const dims = textureVector({ spread: 0, edges: 0, rows: 0, cols: 0, repeat: 0, direction: 0, fill: 0, offColour: 0 }).length;
    expect(PATTERN_MODEL.weights).toHaveLength(dims * PATTERN_CLASSES.length);
    expect(PATTERN_MODEL.bias).toHaveLength(PATTERN_CLASSES.length);
  });

  it('reads regular stripes as striped and a plain product as nothing', async () => {
    const stripes = await measureTexture(
      packshot((_, y) => (Math.floor(y / 14) % 2 === 0 ? NAVY : CREAM)),
      BOX,
      WHITE,
    );
    expect(stripes?.rows).toBeGreaterThan(0.8);
    expect(seenPattern(stripes)).toBe('striped');
    const plain = await measureTexture(
      packshot(() => RED),
      BOX,
      WHITE,
    );
    expect(seenPattern(plain)).toBeUndefined();
  });

  it('does not call checks stripes: edges run both ways', async () => {
    const checks = await measureTexture(
      packshot((x, y) => ((Math.floor(x / 16) + Math.floor(y / 16)) % 2 === 0 ? RED : NAVY)),
      BOX,
      WHITE,
    );
    expect(checks?.direction).toBeLessThan(0.6);
    expect(seenPattern(checks)).not.toBe('striped');
  });

  it("reads a model's torso with the worn-pattern model: a gingham shirt is checked, a plain one nothing", async () => {
    const dims = textureVector({ spread: 0, edges: 0, rows: 0, cols: 0, repeat: 0, direction: 0, fill: 0, offColour: 0 }).length;
    expect(WORN_PATTERN_MODEL.weights).toHaveLength(dims * PATTERN_CLASSES.length);
    // The torso is all shirt: no backdrop is left out (a white shirt on white is still the shirt).
    const gingham = await measureTexture(
      packshot((x, y) => {
        const across = Math.floor(x / 10) % 2;
        const down = Math.floor(y / 10) % 2;
        return across && down ? BLUE : !across && !down ? WHITE : LIGHT_BLUE;
      }),
      BOX,
    );
    expect(seenPattern(gingham, WORN_PATTERN_MODEL)).toBe('checked');
    const plain = await measureTexture(
      packshot(() => RED),
      BOX,
    );
    expect(seenPattern(plain, WORN_PATTERN_MODEL)).toBeUndefined();
  });

  it('measures nothing on a region that is all backdrop', async () => {
    expect(
      await measureTexture(
        packshot(() => WHITE),
        BOX,
        WHITE,
      ),
    ).toBeUndefined();
  });
});
