import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, type BulkMode, type ExistingAltPolicy, type Language } from '@alt-optimizer/contract';
import type { Db } from '../../../core/db/client.ts';
import type { SourceFormat } from '../../../core/db/schema.ts';
import { AppError } from '../../../core/errors/index.ts';
import { defaultXlsxMaxUnzippedBytes } from '../../../core/load-limits.ts';
import { importJobWithRows } from '../../../core/jobs/job-import.ts';
import { INSERT_BATCH } from '../../../core/jobs/job.repository.ts';
import { altKey, altsOnSeveralImages, decideOldAlt } from '../../../core/jobs/old-alt.ts';
import type { NewJobResult } from '../../../core/jobs/result.repository.ts';
import { checkRowAlt } from './analyze-row.ts';
import { withoutCredentials } from '../fetch/url-credentials.ts';
import { BULK_ERRORS, rowMessage } from '../messages.ts';
import type { CatalogueProblem, ImageItem } from '../spreadsheet/catalogue.ts';
import { detectFormat } from '../spreadsheet/detect-format.ts';
import { catalogueItems, checkCatalogue } from '../spreadsheet/scan-catalogue.ts';

export interface CreateJobInput {
  /** The upload, already streamed to disk under DATA_DIR/uploads. */
  tempPath: string;
  originalFileName: string;
  mode: BulkMode;
  language: Language;
  keywords: string[];
  /** What to do with the alts the file already has (issue 25): the contract's default is 'replace-bad'. */
  existingAlts: ExistingAltPolicy;
  /** Images one job may hold (config `limits.bulkMaxImages`); more is the merchant's 400. */
  maxImages?: number;
  /** Bytes an .xlsx may unzip to (config `limits.xlsxMaxUnzippedBytes`; default from maxImages); more is the merchant's 400. */
  maxUnzippedBytes?: number;
  /**
   * Who asks, for the runner's fair shares (issue 23, item 5): `key:<id>` for the public API, `ip:<address>` for an
   * upload (clientOf in jobs/job-client.ts).
   */
  client?: string;
  /** Called once the file is valid, with its image count, before anything is stored (the public API charges its quota). */
  beforeInsert?: (images: number) => Promise<void>;
}

const SNIFF_BYTES = 8192;

async function readHead(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SNIFF_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

function toRow(item: ImageItem, input: CreateJobInput, shared: ReadonlySet<string>): NewJobResult {
  const base = {
    rowIndex: item.rowIndex,
    imageIndex: item.imageIndex,
    productId: item.productId,
    title: item.title,
    description: item.description,
    // Credentials in the URL are never sent and never echoed by the API (results, progress, admin).
    shopifyUrl: withoutCredentials(item.url),
  };
  const old = decideOldAlt(input.existingAlts, {
    alt: item.existingAlt,
    language: input.language,
    title: item.title,
    imageUrl: item.url,
    sameAltOnOtherImages: item.existingAlt ? shared.has(altKey(item.existingAlt)) : false,
  });
  const judged = { oldAlt: old.oldAlt, oldAltVerdict: old.oldAltVerdict, oldAltReasons: old.oldAltReasons };
  if (item.existingAlt && !old.describe) {
    // Kept as the merchant wrote it, but still checked so the results list shows its score and rule violations.
    const check = checkRowAlt(item.existingAlt, input, item);
    return {
      ...base,
      ...judged,
      processingStatus: 'skipped',
      generatedAlt: item.existingAlt,
      characterCount: item.existingAlt.length,
      qualityScore: check.score,
      violations: check.violations,
    };
  }
  if (item.error) {
    return { ...base, ...judged, processingStatus: 'failed', errorMessage: rowMessage(item.error, input.language) };
  }
  return { ...base, ...judged, processingStatus: 'pending' };
}

/** The file's rows, read again from disk, in insert-sized batches: memory holds one batch whatever the file's size. */
async function* rowBatches(
  items: AsyncIterable<ImageItem>,
  input: CreateJobInput,
  shared: ReadonlySet<string>,
): AsyncGenerator<NewJobResult[]> {
  let batch: NewJobResult[] = [];
  for await (const item of items) {
    batch.push(toRow(item, input, shared));
    if (batch.length === INSERT_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) {
    yield batch;
  }
}

async function* sheetAlts(items: AsyncIterable<ImageItem>): AsyncGenerator<{ alt: string | null; url: string }> {
  for await (const item of items) {
    yield { alt: item.existingAlt, url: item.url };
  }
}

/** The merchant's 400 for a file that cannot be processed at all, in the catalogue's words. */
function catalogueError(problem: CatalogueProblem): AppError {
  switch (problem.kind) {
    case 'xls-unsupported':
      return new AppError(BULK_ERRORS.xlsUnsupported);
    case 'unreadable':
      return new AppError(BULK_ERRORS.fileUnreadable);
    case 'too-many-images':
      return new AppError(BULK_ERRORS.tooManyImages, { max: problem.max });
    case 'xlsx-too-large':
      return new AppError(BULK_ERRORS.xlsxTooLarge, { max: Math.floor(problem.maxBytes / 1_000_000) });
    case 'cell-too-large':
      // The sheet's name is the merchant's own text in either language: quoted the same way in both.
      return new AppError(BULK_ERRORS.cellTooLarge, { row: problem.row, sheet: problem.sheet === null ? '' : ` ("${problem.sheet}")` });
    case 'empty':
      return problem.sheet === null
        ? new AppError(BULK_ERRORS.workbookEmpty)
        : new AppError(BULK_ERRORS.sheetEmpty, { sheet: problem.sheet });
    case 'columns-missing': {
      const columns = problem.columns.join(', ');
      return problem.sheet === null
        ? new AppError(BULK_ERRORS.columnsMissingCsv, { columns })
        : new AppError(BULK_ERRORS.columnsMissing, { sheet: problem.sheet, columns });
    }
  }
}

/**
 * Validates a stored upload and creates its job: format by content, columns and image count in a first streamed read
 * that keeps no row, then the job and one row per image, fed by a second streamed read in batches (importJobWithRows:
 * one transaction on PostgreSQL, short statements with turns of the event loop between them on PGlite).
 * The caller enqueues the job once this returns (after commit).
 */
export async function createBulkJob(db: Db, dataDir: string, input: CreateJobInput): Promise<string> {
  try {
    const format = detectFormat(await readHead(input.tempPath));
    if (!format) {
      throw new AppError(BULK_ERRORS.fileTypeInvalid);
    }
    const maxImages = input.maxImages ?? LIMITS.bulkMaxImages;
    const scan = await checkCatalogue(input.tempPath, format, input.mode, {
      maxImages,
      maxUnzippedBytes: input.maxUnzippedBytes ?? defaultXlsxMaxUnzippedBytes(maxImages),
    });
    if (!scan.ok) {
      throw catalogueError(scan.problem);
    }
    await input.beforeInsert?.(scan.images);
    const sourceFormat: SourceFormat = format === 'csv' && scan.kind !== 'standard' ? `${scan.kind}-csv` : format;
    const stored = path.join(dataDir, 'uploads', `${path.basename(input.tempPath, '.part')}.${format}`);
    await rename(input.tempPath, stored);
    // One more streamed read for the alts given to several different images (each image should say what it shows).
    const shared = await altsOnSeveralImages(sheetAlts(catalogueItems(stored, format, input.mode)));
    const job = await importJobWithRows(
      db,
      {
        originalFileName: input.originalFileName.slice(0, 255),
        status: 'pending',
        mode: input.mode,
        language: input.language,
        keywords: input.keywords,
        overwrite: input.existingAlts === 'overwrite',
        existingAlts: input.existingAlts,
        sourceFormat,
        sourceFilePath: stored,
        client: input.client ?? null,
      },
      rowBatches(catalogueItems(stored, format, input.mode), input, shared),
    );
    return job.id;
  } finally {
    await rm(input.tempPath, { force: true });
  }
}
