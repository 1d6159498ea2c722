/**
 * Extracts (or loads from cache) features for a list of images under one folder,
 * with progress on stderr. Shared by the training command and the dev measurement.
 */
import path from 'node:path';
import { extractWithCache } from './feature-cache.ts';
import { EXTRACTOR_ID, extractFeatures } from './extractor.ts';

export async function featuresFor(root: string, files: readonly string[], label: string): Promise<Float32Array[]> {
  const start = Date.now();
  let last = 0;
  return extractWithCache(path.resolve(root), files, extractFeatures, {
    extractorId: EXTRACTOR_ID,
    onProgress: (done, total) => {
      if (Date.now() - last > 10_000 || done === total) {
        last = Date.now();
        const rate = (Date.now() - start) / 1000;
        process.stderr.write(`${label}: ${done}/${total} features (${rate.toFixed(0)} s)\n`);
      }
    },
  });
}
