/**
 * The classifier's two views of one photo: the whole frame, and the product (or main subject) cropped out of it.
 *
 * ImageNet photos frame their object; a packshot's product often fills a third of a tall frame, and the crop is
 * what the shopper's noun is about. Both are letterboxed on white (no object is cut off or stretched).
 */
import sharp from 'sharp';
import { fromWork, type DecodedImage } from '../decode.ts';
import { IMAGENET_INPUT } from './classifier.ts';

export type Box = [number, number, number, number];

const WHITE = { r: 255, g: 255, b: 255 };
/** Margin added around the crop box on each side, as a share of its size: the object's edges matter. */
const CROP_MARGIN = 0.08;
/** A box covering most of the frame gives the frame again: not worth a second run. */
const SAME_AS_FRAME = 0.85;

async function toInput(pipeline: sharp.Sharp): Promise<Uint8Array> {
  const data = await pipeline
    .resize(IMAGENET_INPUT, IMAGENET_INPUT, { fit: 'contain', background: WHITE, kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

export function frameInput(img: DecodedImage): Promise<Uint8Array> {
  return toInput(fromWork(img));
}

/** The crop's pixel rectangle in the working raster, or undefined when it is (nearly) the whole frame. */
export function cropRect(img: DecodedImage, box: Box): { left: number; top: number; width: number; height: number } | undefined {
  const [x, y, w, h] = box;
  if (w * h >= SAME_AS_FRAME || w <= 0 || h <= 0) {
    return undefined;
  }
  const x0 = Math.max(0, x - w * CROP_MARGIN);
  const y0 = Math.max(0, y - h * CROP_MARGIN);
  const x1 = Math.min(1, x + w * (1 + CROP_MARGIN));
  const y1 = Math.min(1, y + h * (1 + CROP_MARGIN));
  const left = Math.floor(x0 * img.workWidth);
  const top = Math.floor(y0 * img.workHeight);
  const width = Math.max(8, Math.min(img.workWidth - left, Math.round((x1 - x0) * img.workWidth)));
  const height = Math.max(8, Math.min(img.workHeight - top, Math.round((y1 - y0) * img.workHeight)));
  return left + width <= img.workWidth && top + height <= img.workHeight ? { left, top, width, height } : undefined;
}

export async function cropInput(img: DecodedImage, box: Box): Promise<Uint8Array | undefined> {
  const rect = cropRect(img, box);
  return rect ? toInput(fromWork(img).extract(rect)) : undefined;
}
