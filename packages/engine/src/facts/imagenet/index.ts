/**
 * What the general ImageNet classifier sees in a photo: class probabilities of the whole frame and of the product
 * crop. Wording and the noun decision live in compose/ (decide-noun.ts); this is pure data.
 */
import type { DecodedImage } from '../decode.ts';
import { classifyImagenet } from './classifier.ts';
import { cropInput, frameInput, type Box } from './inputs.ts';

export { loadImagenet, disposeImagenet, IMAGENET_OUTPUTS } from './classifier.ts';

export interface ImagenetViews {
  frame: Float32Array;
  /** Absent when there is no product box, or it is nearly the whole frame. */
  crop?: Float32Array | undefined;
}

export async function imagenetViews(img: DecodedImage, box: Box | undefined): Promise<ImagenetViews> {
  const frame = await classifyImagenet(await frameInput(img));
  const cropIn = box ? await cropInput(img, box) : undefined;
  const crop = cropIn ? await classifyImagenet(cropIn) : undefined;
  return { frame, crop };
}
