/**
 * Decode once, then hand each consumer the size it wants.
 *
 * Every model and the colour analysis read from one auto-rotated, white-flattened RGB raster (longest side
 * ≤ WORK_MAX_SIDE), so a 10 MB upload is decoded exactly once per image.
 */
import { LIMITS } from '@alt-optimizer/contract';
import sharp from 'sharp';

/** Longest side of the shared working raster; OCR reads this one, so it stays large enough for small text. */
export const WORK_MAX_SIDE = 1024;
/** Longest side of the copy colours and background are read from (extractFacts and the quick facts alike). */
export const COLOUR_THUMB = 160;
/** Refuse decompression bombs: the product's one pixel limit (50 MP, well above any catalogue photo, e.g. 8000×6000). */
export const MAX_INPUT_PIXELS = LIMITS.imageMaxPixels;

const WHITE = { r: 255, g: 255, b: 255 };

export interface DecodedImage {
  /** Size of the original image after EXIF rotation. */
  width: number;
  height: number;
  /** Working raster: packed RGB, 3 bytes per pixel, row-major. */
  rgb: Buffer;
  workWidth: number;
  workHeight: number;
}

export interface RgbRaster {
  data: Buffer;
  width: number;
  height: number;
}

/** What the file's header already told (a caller that probed it passes it on, so the header is read once). */
export type ImageHeader = Pick<sharp.Metadata, 'width' | 'height' | 'orientation'>;

export async function decodeImage(image: Uint8Array, header?: ImageHeader): Promise<DecodedImage> {
  const pipeline = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: WHITE })
    .resize({ width: WORK_MAX_SIDE, height: WORK_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw();
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  const meta = header ?? (await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  // EXIF orientations 5–8 swap width and height.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = (swapped ? meta.height : meta.width) ?? info.width;
  const height = (swapped ? meta.width : meta.height) ?? info.height;
  if (info.channels !== 3) {
    throw new Error(`unexpected channel count ${info.channels}`);
  }
  return { width, height, rgb: data, workWidth: info.width, workHeight: info.height };
}

/** The working raster as a sharp pipeline, for every copy derived from the one decode. */
export function fromWork(img: DecodedImage): sharp.Sharp {
  return sharp(img.rgb, { raw: { width: img.workWidth, height: img.workHeight, channels: 3 } });
}

/** Letterbox into size×size on white (CenterNet and BlazeFace inputs). */
export async function letterbox(img: DecodedImage, size: number): Promise<RgbRaster> {
  const { data, info } = await fromWork(img)
    .resize(size, size, { fit: 'contain', background: WHITE, kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Small copy for colour statistics (longest side ≤ maxSide), aspect kept. */
export async function thumbnail(img: DecodedImage, maxSide: number): Promise<RgbRaster> {
  const { data, info } = await fromWork(img)
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Where the letterboxed content sits inside the size×size square, as fractions (for mapping boxes back). */
export function letterboxGeometry(img: DecodedImage): { scaleX: number; scaleY: number; offX: number; offY: number } {
  const long = Math.max(img.workWidth, img.workHeight);
  const scaleX = img.workWidth / long;
  const scaleY = img.workHeight / long;
  return { scaleX, scaleY, offX: (1 - scaleX) / 2, offY: (1 - scaleY) / 2 };
}
