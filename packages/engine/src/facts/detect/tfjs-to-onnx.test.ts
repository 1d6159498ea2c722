import { describe, expect, it } from 'vitest';
import { decodeWeights } from './tfjs-to-onnx.ts';

describe('decodeWeights', () => {
  it('expands float16-quantised weights to their exact values', () => {
    // 1, -2, 65504 (largest), 2^-24 (smallest subnormal), 2^-14 (smallest normal), +∞, 0.333251953125
    const bits = [0x3c00, 0xc000, 0x7bff, 0x0001, 0x0400, 0x7c00, 0x3555];
    const data = new Uint16Array(bits).buffer;
    const weights = decodeWeights([{ name: 'w', shape: [bits.length], dtype: 'float32', quantization: { dtype: 'float16' } }], data);
    expect(Array.from(weights.get('w')?.values ?? [])).toEqual([
      1,
      -2,
      65504,
      2 ** -24,
      2 ** -14,
      Number.POSITIVE_INFINITY,
      0.333251953125,
    ]);
  });

  it('reads plain float32 and int32 weights in order after the float16 ones', () => {
    const buffer = new ArrayBuffer(2 * 2 + 4 + 4);
    new Uint16Array(buffer, 0, 2).set([0x3800, 0xb800]); // 0.5, -0.5
    new DataView(buffer).setFloat32(4, 1.25, true);
    new DataView(buffer).setInt32(8, -7, true);
    const weights = decodeWeights(
      [
        { name: 'h', shape: [2], dtype: 'float32', quantization: { dtype: 'float16' } },
        { name: 'f', shape: [], dtype: 'float32' },
        { name: 'i', shape: [1], dtype: 'int32' },
      ],
      buffer,
    );
    expect(Array.from(weights.get('h')?.values ?? [])).toEqual([0.5, -0.5]);
    expect(Array.from(weights.get('f')?.values ?? [])).toEqual([1.25]);
    expect(weights.get('i')?.values).toBeInstanceOf(Int32Array);
    expect(Array.from(weights.get('i')?.values ?? [])).toEqual([-7]);
  });

  it('refuses a quantisation it does not know', () => {
    expect(() =>
      decodeWeights([{ name: 'q', shape: [1], dtype: 'float32', quantization: { dtype: 'uint8' } }], new ArrayBuffer(4)),
    ).toThrow(/unsupported float32\/uint8/);
  });
});
