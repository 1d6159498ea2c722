/**
 * Feature extraction with a resumable on-disk cache outside the repository: extracting
 * 5,000 images takes many minutes on two cores, re-fitting the head should take seconds.
 */
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FEATURE_DIMS } from '../../facts/category/pooling.ts';

export type FeatureFn = (image: Uint8Array) => Promise<Float32Array>;

export interface CacheOptions {
  /** Identifies the extractor (code path + version); a change invalidates the cache. */
  extractorId: string;
  cacheDir?: string;
  onProgress?: (done: number, total: number) => void;
}

/** Returns one row of FEATURE_DIMS floats per file, in the given order. */
export async function extractWithCache(
  root: string,
  files: readonly string[],
  extract: FeatureFn,
  opts: CacheOptions,
): Promise<Float32Array[]> {
  const dir = opts.cacheDir ?? path.join(os.tmpdir(), 'alt-category-features');
  await mkdir(dir, { recursive: true });
  const key = createHash('sha256').update(opts.extractorId).update(root).update(files.join('\n')).digest('hex');
  const cacheFile = path.join(dir, `${key.slice(0, 24)}.f32`);
  const rowBytes = FEATURE_DIMS * 4;
  let done = 0;
  try {
    done = Math.floor((await stat(cacheFile)).size / rowBytes);
  } catch {
    done = 0;
  }
  // A torn last row (killed mid-write) is ignored by truncating the count above and rewriting it.
  const existing = done > 0 ? await readFile(cacheFile) : Buffer.alloc(0);
  const rows: Float32Array[] = [];
  for (let i = 0; i < done; i++) {
    rows.push(new Float32Array(existing.buffer.slice(existing.byteOffset + i * rowBytes, existing.byteOffset + (i + 1) * rowBytes)));
  }
  if (existing.length !== done * rowBytes) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(cacheFile, existing.subarray(0, done * rowBytes));
  }
  for (let i = done; i < files.length; i++) {
    const file = files[i] ?? '';
    const features = await extract(new Uint8Array(await readFile(path.join(root, file))));
    if (features.length !== FEATURE_DIMS) {
      throw new Error(`${file}: extractor returned ${features.length} values, expected ${FEATURE_DIMS}`);
    }
    await appendFile(cacheFile, Buffer.from(features.buffer, features.byteOffset, features.byteLength));
    rows.push(features);
    opts.onProgress?.(i + 1, files.length);
  }
  return rows;
}
