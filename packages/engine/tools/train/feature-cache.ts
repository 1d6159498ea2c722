/**
 * Feature extraction with an on-disk cache outside the repository: extracting 5,000 images
 * takes many minutes on two shared cores, re-fitting the head should take seconds.
 * Content-addressed (extractor id + image bytes), one small file per image, so several
 * processes can fill it in parallel (--shard) and an interrupted run resumes where it stopped.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FEATURE_DIMS } from '../../src/facts/category/pooling.ts';

export type FeatureFn = (image: Uint8Array) => Promise<Float32Array>;

export interface CacheOptions {
  /** Identifies the extractor (code path + version); a change invalidates the cache. */
  extractorId: string;
  cacheDir?: string;
  /** Only compute files whose index ≡ shard.index (mod shard.count); others must be cached already or are skipped. */
  shard?: { index: number; count: number };
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_CACHE_DIR = path.join(os.tmpdir(), 'alt-category-features');

async function readCached(file: string): Promise<Float32Array | undefined> {
  try {
    const buf = await readFile(file);
    if (buf.byteLength !== FEATURE_DIMS * 4) {
      return undefined;
    }
    const out = new Float32Array(FEATURE_DIMS);
    new Uint8Array(out.buffer).set(buf);
    return out;
  } catch {
    return undefined;
  }
}

/** Returns one row of FEATURE_DIMS floats per file, in the given order (undefined: skipped by sharding). */
export async function extractWithCache(
  root: string,
  files: readonly string[],
  extract: FeatureFn,
  opts: CacheOptions,
): Promise<(Float32Array | undefined)[]> {
  const dir = path.join(opts.cacheDir ?? DEFAULT_CACHE_DIR, opts.extractorId);
  await mkdir(dir, { recursive: true });
  const rows: (Float32Array | undefined)[] = [];
  for (let i = 0; i < files.length; i++) {
    const bytes = new Uint8Array(await readFile(path.join(root, files[i] ?? '')));
    const key = createHash('sha256').update(opts.extractorId).update(bytes).digest('hex');
    const cacheFile = path.join(dir, `${key.slice(0, 32)}.f32`);
    let features = await readCached(cacheFile);
    const mine = !opts.shard || i % opts.shard.count === opts.shard.index;
    if (!features && mine) {
      features = await extract(bytes);
      if (features.length !== FEATURE_DIMS) {
        throw new Error(`${files[i]}: extractor returned ${features.length} values, expected ${FEATURE_DIMS}`);
      }
      // Write then rename, so a killed process never leaves a torn file another one would read.
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      await writeFile(tmp, Buffer.from(features.buffer, features.byteOffset, features.byteLength));
      await rename(tmp, cacheFile);
    }
    rows.push(features);
    opts.onProgress?.(i + 1, files.length);
  }
  return rows;
}
