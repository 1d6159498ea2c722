/**
 * The single feature code path the training command uses: the engine's own CenterNet pass.
 */
import { runCenterNet } from '../../facts/category/features.ts';
import type { FeatureFn } from './feature-cache.ts';

/** Bump when preprocessing or pooling changes, so cached features are recomputed. */
export const EXTRACTOR_ID = 'centernet-680-v1';

export const extractFeatures: FeatureFn = async (image) => (await runCenterNet(image)).features;
