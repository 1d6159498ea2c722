/**
 * Extracts (or loads from cache) features for a list of images under one folder,
 * with progress on stderr. Shared by the training command and the dev measurement.
 */
import path from 'node:path';
import { extractWithCache, type CacheOptions } from './feature-cache.ts';
import { EXTRACTOR_ID, extractFeatures } from './extractor.ts';

export async function featuresFor(
  root: string,
  files: readonly string[],
  label: string,
  extra: Pick<CacheOptions, 'cacheDir' | 'shard'> = {},
): Promise<(Float32Array | undefined)[]> {
  const start = Date.now();
  let last = 0;
  return extractWithCache(path.resolve(root), files, extractFeatures, {
    ...extra,
    extractorId: EXTRACTOR_ID,
    onProgress: (done, total) => {
      if (Date.now() - last > 15_000 || done === total) {
        last = Date.now();
        process.stderr.write(`${label}: ${done}/${total} (${((Date.now() - start) / 1000).toFixed(0)} s)\n`);
      }
    },
  });
}

/** Every row present, or an error naming how many are missing (e.g. other shards still running). */
export function complete(rows: readonly (Float32Array | undefined)[]): Float32Array[] {
  const missing = rows.filter((r) => !r).length;
  if (missing > 0) {
    throw new Error(`${missing} feature rows missing from the cache (sharded extraction not finished?)`);
  }
  return rows as Float32Array[];
}
