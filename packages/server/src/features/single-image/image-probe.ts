import { IMAGE_FORMATS, LIMITS } from '@alt-optimizer/contract';
import { decodeImage, type DecodedImage } from '@alt-optimizer/engine/decode';
import sharp from 'sharp';

export type ImageProbe =
  | { ok: true; format: string; width: number; height: number; decoded: DecodedImage }
  | { ok: false; reason: 'not-an-image' }
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number };

/**
 * Reads the header, then decodes the engine's working raster: the MIME type a client sends proves nothing, the bytes
 * do. The raster goes on to the engine (AltEngine.analyze), so the request reads the header once and decodes once.
 */
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
  if (!format || !IMAGE_FORMATS.includes(format) || !width || !height) {
    return { ok: false, reason: 'not-an-image' };
  }
  // The engine refuses to decode above the same limit, so an image over it is the client's 400, never our 500.
  if (width * height > LIMITS.imageMaxPixels) {
    return { ok: false, reason: 'too-many-pixels', width, height };
  }
  let decoded: DecodedImage;
  try {
    // A truncated or corrupt file can have a valid header: decoding proves the pixels are there, so the engine never
    // meets bytes it cannot read (that would be our 500 for the client's bad file).
    decoded = await decodeImage(bytes, meta);
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  return { ok: true, format, width, height, decoded };
}
