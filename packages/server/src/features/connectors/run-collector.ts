import type { NewJobRow } from '../../core/db/schema.ts';
import type { Db } from '../../core/db/client.ts';
import { isAppError } from '../../core/errors/index.ts';
import type { JobStarter } from '../../core/jobs/job-starter.ts';
import type { NewJobResult } from '../../core/jobs/result.repository.ts';
import type { Logger } from '../../core/logger.ts';
import { PLATFORM_NAMES, type StoreImage } from './clients/store-client.ts';
import type { ConnectionRow } from './connections.table.ts';
import { insertRunJob, patchRun, type NewImage } from './runs.repository.ts';
import type { RunRow } from './runs.table.ts';
import type { StoreAccess } from './store-access.ts';

/**
 * What the engine is told about a store image: the title as the row's title; the product type, the vendor and the
 * description as its description (the composer reads its nouns and stated attributes from there, like a bulk row's).
 */
export function imageContext(image: StoreImage): { title: string; description: string } {
  const parts = [image.productType, image.vendor, image.description].map((p) => p.trim()).filter(Boolean);
  return { title: image.productTitle, description: parts.join('. ').slice(0, 5000) };
}

/** The images a run describes: all of them with "overwrite", else only those whose alt is empty. */
export function imagesToDescribe(images: StoreImage[], overwrite: boolean): StoreImage[] {
  return overwrite ? images : images.filter((image) => image.alt.trim() === '');
}

/**
 * Reads a store's product images page by page, then inserts the run's bulk job (one row per image, store order) and
 * its images in one transaction and starts the job. A failure (wrong token, rate limit…) fails the run with the
 * catalogue error's id, so its message is shown in the reader's language.
 */
export async function collectRun(
  deps: { db: Db; logger: Logger; access: StoreAccess; starter: JobStarter; stopping: () => boolean },
  run: RunRow,
  connection: ConnectionRow,
): Promise<void> {
  try {
    const client = deps.access.clientForConnection(connection);
    const selected: StoreImage[] = [];
    for await (const page of client.images()) {
      if (deps.stopping()) {
        // The server is stopping: the run stays `collecting` and is read again from the start at the next start.
        return;
      }
      selected.push(...imagesToDescribe(page.images, run.overwrite));
      await patchRun(deps.db, run.id, { productsRead: page.productsRead });
    }
    const rows: NewJobResult[] = selected.map((image, rowIndex) => ({
      rowIndex,
      imageIndex: 0,
      productId: image.productId,
      ...imageContext(image),
      shopifyUrl: image.imageUrl,
      processingStatus: 'pending',
    }));
    const images: NewImage[] = selected.map((image, rowIndex) => ({
      rowIndex,
      productId: image.productId,
      productTitle: image.productTitle,
      mediaId: image.mediaId,
      imageUrl: image.imageUrl,
      currentAlt: image.alt,
    }));
    const job: NewJobRow = {
      originalFileName: `${PLATFORM_NAMES[connection.platform]}: ${new URL(connection.storeUrl).host}`,
      language: run.language,
      keywords: run.keywords,
      overwrite: run.overwrite,
      mode: 'complete',
    };
    const jobId = await insertRunJob(deps.db, run.id, job, rows, images);
    deps.starter.enqueue(jobId);
  } catch (err) {
    if (deps.stopping()) {
      return;
    }
    if (!isAppError(err)) {
      deps.logger.error({ err, runId: run.id }, 'store run failed');
    }
    await patchRun(deps.db, run.id, {
      status: 'failed',
      errorId: isAppError(err) ? err.id : 'internal',
      errorParams: isAppError(err) ? { ...err.params } : {},
    });
  }
}
