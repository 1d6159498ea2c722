/** Base64 packing of typed arrays for the JSON model file (little-endian, as every target CPU). */

export function encodeF32(values: ArrayLike<number>): string {
  const f = Float32Array.from(values as ArrayLike<number>);
  return Buffer.from(f.buffer, f.byteOffset, f.byteLength).toString('base64');
}

export function decodeF32(b64: string, expected: number): Float32Array {
  const buf = Buffer.from(b64, 'base64');
  if (buf.byteLength !== expected * 4) {
    throw new Error(`float32 block has ${buf.byteLength / 4} values, expected ${expected}`);
  }
  // Copy into an aligned buffer: Buffer pool slices may start at odd offsets.
  const out = new Float32Array(expected);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

export function encodeI8(values: Int8Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

export function decodeI8(b64: string, expected: number): Int8Array {
  const buf = Buffer.from(b64, 'base64');
  if (buf.byteLength !== expected) {
    throw new Error(`int8 block has ${buf.byteLength} values, expected ${expected}`);
  }
  return Int8Array.from(new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength));
}
