import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LIMITS } from '@alt-optimizer/contract';
import { ERRORS } from '../../core/errors/index.ts';
import type { ReadMultipartOptions } from '../../core/http/multipart.ts';
import { BULK_ERRORS } from './messages.ts';

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

/** How /process-excel and /v1/jobs read a spreadsheet upload: field "file", 50 MB, streamed to a temp file under `dir`. */
export function spreadsheetUpload(dir: string): ReadMultipartOptions<string> {
  return {
    fileField: 'file',
    maxBytes: LIMITS.spreadsheetMaxBytes,
    notMultipart: ERRORS.notMultipart,
    tooLarge: BULK_ERRORS.fileTooLarge,
    store: toTempFile(dir),
    discard: (tempPath) => rm(tempPath, { force: true }),
  };
}
