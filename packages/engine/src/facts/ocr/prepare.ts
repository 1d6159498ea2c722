import sharp from 'sharp';

export interface PreparedImage {
  /** Lossless PNG (no compression: it is decoded again at once) whose sides are multiples of 32. */
  png: Buffer;
  width: number;
  height: number;
}

/** PaddleOCR's detector needs sides that are multiples of 32; the library pads to reach them, we resize instead. */
const BASE = 32;

/**
 * Downscale so the longest side is about `maxSide` and snap both sides to multiples of 32.
 * Snapping ourselves (fit: fill, a stretch of at most 16 px) keeps box coordinates in this image's
 * own pixel space: the library would letterbox otherwise and shift every box.
 */
export async function prepareForOcr(image: Uint8Array, maxSide: number): Promise<PreparedImage> {
  const decoded = sharp(image, { failOn: 'none' }).rotate();
  const meta = await decoded.metadata();
  // metadata() reports the stored orientation; EXIF 5-8 swap the sides after rotate().
  const swapped = (meta.orientation ?? 1) >= 5;
  const srcWidth = (swapped ? meta.height : meta.width) ?? 0;
  const srcHeight = (swapped ? meta.width : meta.height) ?? 0;
  if (srcWidth === 0 || srcHeight === 0) {
    throw new Error('OCR: image has no readable dimensions');
  }
  const scale = Math.min(1, maxSide / Math.max(srcWidth, srcHeight));
  const width = Math.max(BASE, Math.round((srcWidth * scale) / BASE) * BASE);
  const height = Math.max(BASE, Math.round((srcHeight * scale) / BASE) * BASE);
  const png = await decoded
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' }) // transparent PNGs: dark text on nothing must not turn into text on black
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { png, width, height };
}
