import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS } from '@alt-optimizer/contract';
import sharp from 'sharp';
import type { Db } from '../../../core/db/client.ts';
import { AppError } from '../../../core/errors/index.ts';
import { isUuid, requireJob } from '../../../core/jobs/job-access.ts';
import { getResult } from '../../../core/jobs/result.repository.ts';
import type { Logger } from '../../../core/logger.ts';
import type { ImageFetcher } from '../../../core/net/fetch-image.ts';
import { BULK_ERRORS } from '../messages.ts';
import { REVIEW_ERRORS } from './review.messages.ts';

export interface ThumbnailDeps {
  db: Db;
  dataDir: string;
  fetcher: ImageFetcher;
  logger: Logger;
}

/** Folder of one job's thumbnails: DATA_DIR/thumbnails/<jobId>/<sha256 of the URL>.webp (a shared URL has one). */
export function thumbnailDir(dataDir: string, jobId: string): string {
  return path.join(dataDir, 'thumbnails', jobId);
}

/** A WebP whose longest side is at most LIMITS.thumbnailMaxPx, from an image the fetcher already checked. */
export async function makeThumbnail(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: LIMITS.imageMaxPixels })
    .rotate()
    .resize(LIMITS.thumbnailMaxPx, LIMITS.thumbnailMaxPx, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

/**
 * Thumbnails of a job's rows for the report and the live preview, served by our server so the browser never
 * hot-links the merchant's URL. Made on first request through the same SSRF-guarded fetcher as the job (a private
 * address is refused unless ALLOW_PRIVATE_IMAGE_URLS opens it), then kept on disk. A failed row has none: its image was
 * refused or unreadable, and it is not fetched again.
 */
export class ThumbnailService {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly deps: ThumbnailDeps) {}

  async get(jobId: string, resultId: string): Promise<Buffer> {
    await requireJob(this.deps.db, jobId);
    const row = isUuid(resultId) ? await getResult(this.deps.db, jobId, resultId) : undefined;
    if (!row) {
      throw new AppError(BULK_ERRORS.resultNotFound);
    }
    if (row.processingStatus === 'failed' || row.shopifyUrl === '') {
      throw new AppError(REVIEW_ERRORS.noThumbnail);
    }
    const file = path.join(thumbnailDir(this.deps.dataDir, jobId), `${createHash('sha256').update(row.shopifyUrl).digest('hex')}.webp`);
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.load(file, row.shopifyUrl).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    const thumbnail = await pending;
    if (!thumbnail) {
      throw new AppError(REVIEW_ERRORS.noThumbnail);
    }
    return thumbnail;
  }

  private async load(file: string, url: string): Promise<Buffer | null> {
    const cached = await readFile(file).catch(() => null);
    if (cached) {
      return cached;
    }
    const fetched = await this.deps.fetcher.fetch(url);
    if (!fetched.ok) {
      return null;
    }
    try {
      const thumbnail = await makeThumbnail(fetched.bytes);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, thumbnail);
      await rename(tmp, file).catch(() => rm(tmp, { force: true }));
      return thumbnail;
    } catch (err) {
      this.deps.logger.warn({ err }, 'thumbnail could not be made');
      return null;
    }
  }
}
