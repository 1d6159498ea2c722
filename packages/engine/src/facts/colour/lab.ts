/** sRGB → CIELAB (D65). Colour naming and background matching work in Lab because distances there follow perception. */
export type Lab = [number, number, number];

const LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function f(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

export function rgbToLab(r: number, g: number, b: number): Lab {
  const rl = LINEAR[r] ?? 0;
  const gl = LINEAR[g] ?? 0;
  const bl = LINEAR[b] ?? 0;
  const x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / 0.95047;
  const y = 0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl;
  const z = (0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / 1.08883;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/**
 * The length of a difference of colours, from its parts (no array made in per-pixel loops). Math.sqrt of the squares,
 * not Math.hypot: hypot boxes its arguments (3 MB of garbage per photo measured, issue 26) and guards against overflow
 * these small values never reach.
 */
export function length3(x: number, y: number, z = 0): number {
  return Math.sqrt(x * x + y * y + z * z);
}

export function deltaE(p: Lab, q: Lab): number {
  return length3(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

export function chroma(p: Lab): number {
  return length3(p[1], p[2]);
}

/** Lab for every pixel of a packed RGB buffer (L, a, b interleaved). */
export function rasterToLab(rgb: Uint8Array | Buffer): Float32Array {
  const n = Math.floor(rgb.length / 3);
  const out = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const [l, a, b] = rgbToLab(rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0);
    out[i * 3] = l;
    out[i * 3 + 1] = a;
    out[i * 3 + 2] = b;
  }
  return out;
}
