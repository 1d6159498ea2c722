/**
 * PaddleOCR's text detector as @gutenye/ocr-common runs it (Detection.run, issue 26), without the library: the
 * RGBA page (prepare.ts; the library decodes an encoded image to the same bytes), resized as its ImageRaw does it
 * with sharp (a `fit: 'contain'` resize to sides that are multiples of 32, which prepare.ts's pages already have),
 * planes of `v / 255` (no mean/std: the library leaves them out), one model run, the probability map thresholded at
 * 0.03, and the map split into line crops by line-split.ts (opencv's job before).
 */
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { splitLines, type LineImage } from './line-split.ts';
import type { RgbaImage } from './line-warp.ts';
import { planarInput } from './paddle-input.ts';

const BASE = 32;
/** A map pixel is text when its probability is above this (the library's `outputToImage(…, 0.03)`). */
const THRESHOLD = 0.03;

async function rawRgba(image: sharp.Sharp): Promise<RgbaImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The raw RGBA bytes as a sharp pipeline, as the library's ImageRaw keeps them. */
export function fromRgba(image: RgbaImage): sharp.Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** The detector's page: the library's resize to the next multiples of 32 (none for prepare.ts's pages). */
export async function detectorPage(page: RgbaImage): Promise<RgbaImage> {
  const width = Math.max(Math.ceil(page.width / BASE) * BASE, BASE);
  const height = Math.max(Math.ceil(page.height / BASE) * BASE, BASE);
  return width === page.width && height === page.height ? page : rawRgba(fromRgba(page).resize({ width, height, fit: 'contain' }));
}

/** Runs one of PaddleOCR's models on an RGBA image, planes of `v / 255`; its first output. */
export async function runOnImage(session: ort.InferenceSession, image: RgbaImage): Promise<ort.Tensor> {
  const input = planarInput(image, {});
  const tensor = new ort.Tensor('float32', input.data as Float32Array, [1, 3, image.height, image.width]);
  const outputs = await session.run({ [session.inputNames[0]!]: tensor });
  return outputs[session.outputNames[0]!]!;
}

/** The page's text regions as boxes (page pixels) and upright crops, in the library's order. */
export async function detectLines(session: ort.InferenceSession, prepared: RgbaImage): Promise<LineImage[]> {
  const page = await detectorPage(prepared);
  const output = await runOnImage(session, page);
  const [, , mapHeight = 0, mapWidth = 0] = output.dims;
  const probabilities = output.data as Float32Array;
  const mask = new Uint8Array(mapWidth * mapHeight);
  for (let i = 0; i < mask.length; i++) {
    mask[i] = probabilities[i]! > THRESHOLD ? 255 : 0;
  }
  return splitLines(mask, mapWidth, mapHeight, page);
}
