/**
 * The single feature code path the training command uses: the engine's own decode →
 * letterbox → CenterNet pass (facts/detect/centernet.ts), exactly as at inference.
 */
import { decodeImage, letterbox } from '../../src/facts/decode.ts';
import { CENTERNET_INPUT, runCenterNet } from '../../src/facts/detect/centernet.ts';
import type { FeatureFn } from './feature-cache.ts';

/** Bump when preprocessing or pooling changes, so cached features are recomputed. */
export const EXTRACTOR_ID = 'facts-centernet-680-v1';

export const extractFeatures: FeatureFn = async (image) => {
  const raster = await letterbox(await decodeImage(image), CENTERNET_INPUT);
  return (await runCenterNet(raster)).features;
};
