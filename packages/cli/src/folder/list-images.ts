import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * File names the folder command picks up: the extensions of the formats the engine reads (contract IMAGE_FORMATS:
 * jpeg, png, webp, gif, avif, heif, tiff). The bytes are still probed before analysis, so a misnamed file is an error.
 */
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.jpe', '.png', '.webp', '.gif', '.avif', '.heic', '.heif', '.tif', '.tiff']);

/** Images under `root`, recursively, as sorted '/'-separated paths relative to it; hidden files and folders skipped. */
export async function listImages(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !IMAGE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
      continue;
    }
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (relative.some((part) => part.startsWith('.'))) {
      continue;
    }
    found.push(relative.join('/'));
  }
  return found.sort();
}
