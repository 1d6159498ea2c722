import sharp from 'sharp';
import { fromWork, type DecodedImage } from '../decode.ts';
import type { RgbaImage } from './line-warp.ts';

/** The detector's page: raw 8-bit RGBA (alpha 255) whose sides are multiples of 32. */
export type PreparedImage = RgbaImage;

/** PaddleOCR's detector needs sides that are multiples of 32; the library pads to reach them, we resize instead. */
const BASE = 32;

/** The page's sides for a photo of this size: longest side about `maxSide`, both snapped to multiples of 32. */
function pageSize(srcWidth: number, srcHeight: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(srcWidth, srcHeight));
  return {
    width: Math.max(BASE, Math.round((srcWidth * scale) / BASE) * BASE),
    height: Math.max(BASE, Math.round((srcHeight * scale) / BASE) * BASE),
  };
}

/**
 * Downscale so the longest side is about `maxSide` and snap both sides to multiples of 32.
 * Snapping ourselves (fit: fill, a stretch of at most 16 px) keeps box coordinates in this image's
 * own pixel space: the library would letterbox otherwise and shift every box.
 * The page stays raw (issue 26): it went through a PNG encode and decode before, which gave the same bytes.
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
  const { width, height } = pageSize(srcWidth, srcHeight, maxSide);
  const { data, info } = await decoded
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' }) // transparent PNGs: dark text on nothing must not turn into text on black
    .toColourspace('srgb')
    .ensureAlpha(1)
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The same page from the engine's decoded working raster (decode.ts: rotated, flattened on white), so a photo is not
 * decoded a second time for its text (issue 26). Its size comes from the photo's own sides, as prepareForOcr's does.
 */
export async function pageFromRaster(img: DecodedImage, maxSide: number): Promise<PreparedImage> {
  const { width, height } = pageSize(img.width, img.height, maxSide);
  const { data, info } = await fromWork(img)
    .resize(width, height, { fit: 'fill' })
    .ensureAlpha(1)
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The page as a lossless PNG, for readers that take an encoded image (the library the runner is checked against). */
export function pageAsPng(page: PreparedImage): Promise<Buffer> {
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
