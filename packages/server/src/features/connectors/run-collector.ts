import type { ExistingAltPolicy, Language } from '@alt-optimizer/contract';
import type { NewJobRow } from '../../core/db/schema.ts';
import type { Db } from '../../core/db/client.ts';
import { isAppError } from '../../core/errors/index.ts';
import type { JobStarter } from '../../core/jobs/job-starter.ts';
import { altKey, decideOldAlt, type OldAltDecision } from '../../core/jobs/old-alt.ts';
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

export interface SelectedImage {
  image: StoreImage;
  old: OldAltDecision;
}

/**
 * The images a run describes, each with the engine's verdict on its alt (issue 25): with "overwrite" all of them,
 * with "fill empty" those whose alt is empty, with "replace bad" (the default) those too and those whose alt the
 * engine judges poor. `sharedAlts`: the alts the store gives to several different images so far.
 */
export function imagesToDescribe(
  images: StoreImage[],
  policy: ExistingAltPolicy,
  language: Language,
  sharedAlts: ReadonlySet<string> = new Set(),
): SelectedImage[] {
  return images
    .map((image) => ({
      image,
      old: decideOldAlt(policy, {
        alt: image.alt,
        language,
        title: image.productTitle,
        imageUrl: image.imageUrl,
        sameAltOnOtherImages: sharedAlts.has(altKey(image.alt)),
      }),
    }))
    .filter((s) => s.old.describe);
}

/** The store's alts given to images at different URLs ("Product image" on every photo). */
function sharedAltsOf(images: readonly StoreImage[]): Set<string> {
  const first = new Map<string, string>();
  const shared = new Set<string>();
  for (const image of images) {
    const key = altKey(image.alt);
    const url = first.get(key);
    if (key && url === undefined) {
      first.set(key, image.imageUrl);
    } else if (key && url !== image.imageUrl) {
      shared.add(key);
    }
  }
  return shared;
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
    const read: StoreImage[] = [];
    for await (const page of client.images()) {
      if (deps.stopping()) {
        // The server is stopping: the run stays `collecting` and is read again from the start at the next start.
        return;
      }
      read.push(...page.images);
      await patchRun(deps.db, run.id, { productsRead: page.productsRead });
    }
    const chosen = imagesToDescribe(read, run.existingAlts, run.language, sharedAltsOf(read));
    const selected = chosen.map((s) => s.image);
    const rows: NewJobResult[] = chosen.map(({ image, old }, rowIndex) => ({
      rowIndex,
      imageIndex: 0,
      productId: image.productId,
      ...imageContext(image),
      shopifyUrl: image.imageUrl,
      processingStatus: 'pending',
      oldAlt: old.oldAlt,
      oldAltVerdict: old.oldAltVerdict,
      oldAltReasons: old.oldAltReasons,
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
      existingAlts: run.existingAlts,
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
