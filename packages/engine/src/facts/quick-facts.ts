/**
 * The facts a remote vision model is grounded with: what a decode and a 160 px colour thumbnail tell, in a few ms
 * and without any model (no TensorFlow, so it runs on the calling thread). The hosted model sees the image itself;
 * the detectors, OCR and pose of extractFacts (~400 ms of CPU) would only repeat what it sees, and would cap a
 * network-bound worker at what its cores can infer. The engine runs the full extractFacts only when the provider
 * fails and the local composer has to answer (engine.ts).
 *
 * The working raster is encoded once more as the JPEG the provider receives, so the image is decoded once.
 */
import type { VisualFacts } from '../types.ts';
import { assembleFacts } from './assemble.ts';
import { COLOUR_THUMB, decodeImage, fromWork, letterboxGeometry, thumbnail, type DecodedImage } from './decode.ts';
import { PROVIDER_JPEG_QUALITY } from '../providers/image.ts';
import { roundMs } from '../timing.ts';

export interface QuickFacts {
  /**
   * VisualFacts with no detection, face, text or category: colours, background, size, and an image type guessed
   * from the pixels alone (without the detectors it cannot tell a model shot from a packshot).
   */
  facts: VisualFacts;
  /** The image as the provider wants it: upright, on white, longest side ≤ 1024 px, JPEG. */
  providerJpeg: Uint8Array;
}

/** The working raster (already rotated, flattened on white, ≤ 1024 px) as a JPEG. */
async function encodeForProvider(img: DecodedImage): Promise<Uint8Array> {
  const jpeg = await fromWork(img).jpeg({ quality: PROVIDER_JPEG_QUALITY, mozjpeg: false }).toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}

export async function extractQuickFacts(image: Uint8Array, decoded?: DecodedImage): Promise<QuickFacts> {
  const t0 = performance.now();
  const img = decoded ?? (await decodeImage(image));
  const [thumb, providerJpeg] = await Promise.all([thumbnail(img, COLOUR_THUMB), encodeForProvider(img)]);
  const t1 = performance.now();
  const core = assembleFacts({
    width: img.width,
    height: img.height,
    geometry: letterboxGeometry(img),
    detections: [],
    faces: [],
    text: [],
    textShare: 0,
    thumb,
  });
  const t2 = performance.now();
  const timingsMs = { decode: roundMs(t1 - t0), 'colour+type': roundMs(t2 - t1), total: roundMs(t2 - t0) };
  return { facts: { ...core, timingsMs }, providerJpeg };
}
