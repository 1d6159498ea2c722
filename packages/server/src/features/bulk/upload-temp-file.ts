import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Streams the upload to a temp file under `dir` (the 50 MB cap is applied while reading); never buffers it. */
export function toTempFile(dir: string) {
  return async (part: { file: NodeJS.ReadableStream }): Promise<string> => {
    await mkdir(dir, { recursive: true });
    const tempPath = path.join(dir, `${randomUUID()}.part`);
    try {
      await pipeline(part.file, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return tempPath;
  };
}
