import { LIMITS } from '@alt-optimizer/contract';
import sharp from 'sharp';

/** Formats the engine can decode; others (svg, pdf, raw…) are refused even when sharp could read them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export type ImageProbe =
  | { ok: true; format: string; width: number; height: number }
  | { ok: false; reason: 'not-an-image' }
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number };

/** Reads only the header: the MIME type a client sends proves nothing, the bytes do. */
export async function probeImage(bytes: Uint8Array): Promise<ImageProbe> {
  if (bytes.byteLength === 0) {
    return { ok: false, reason: 'not-an-image' };
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  const { format, width, height } = meta;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) {
    return { ok: false, reason: 'not-an-image' };
  }
  // The engine refuses to decode above the same limit, so an image over it is the client's 400, never our 500.
  if (width * height > LIMITS.imageMaxPixels) {
    return { ok: false, reason: 'too-many-pixels', width, height };
  }
  return { ok: true, format, width, height };
}
