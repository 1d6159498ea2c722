import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { FILE_NAMES } from '@alt-optimizer/contract';
import type { Db } from '../../../core/db/client.ts';
import type { JobRow } from '../../../core/db/schema.ts';
import { resultPages } from '../../../core/jobs/result.repository.ts';
import type { SheetFormat } from '../spreadsheet/detect-format.ts';
import { writeEnhanced, type ImageOutcome } from '../spreadsheet/write-enhanced.ts';

/** The stored format of a job ('shopify-csv' etc. are CSV files). */
export function fileFormatOf(job: Pick<JobRow, 'sourceFormat'>): Exclude<SheetFormat, 'xls'> {
  return job.sourceFormat === 'xlsx' ? 'xlsx' : 'csv';
}

/** The download's file name: the spec's for xlsx, our template and Shopify; the platform's own for the others. */
export function downloadFileName(job: Pick<JobRow, 'sourceFormat'>): string {
  switch (job.sourceFormat) {
    case 'xlsx':
    case 'xls':
      return FILE_NAMES.optimizedXlsx;
    case 'woocommerce-csv':
      return FILE_NAMES.optimizedWooCommerceCsv;
    case 'prestashop-csv':
      return FILE_NAMES.optimizedPrestaShopCsv;
    case 'magento-csv':
      return FILE_NAMES.optimizedMagentoCsv;
    case 'csv':
    case 'shopify-csv':
      return FILE_NAMES.optimizedCsv;
  }
}

export function outputPathFor(dataDir: string, job: Pick<JobRow, 'id' | 'sourceFormat'>): string {
  return path.join(dataDir, 'outputs', `${job.id}.${fileFormatOf(job)}`);
}

/** Rows read per statement while the enhanced file is written (keyset pages, result.repository.ts resultPages). */
const READ_PAGE = 2000;

/**
 * Writes the enhanced file from the stored upload and the rows' current outcomes (edits included).
 * Written under a temporary name then renamed, so a download never reads a half-written file.
 */
export async function writeJobOutput(db: Db, dataDir: string, job: JobRow): Promise<string> {
  if (!job.sourceFilePath) {
    throw new Error(`job ${job.id} has no stored source file`);
  }
  const outcomes = new Map<number, ImageOutcome[]>();
  for await (const page of resultPages(db, job.id, READ_PAGE)) {
    for (const r of page) {
      const list = outcomes.get(r.rowIndex) ?? [];
      list.push({
        imageIndex: r.imageIndex,
        status: r.processingStatus,
        decorative: r.imageType === 'decorative',
        needsReview: r.needsReview,
        alt: r.generatedAlt,
        error: r.errorMessage,
      });
      outcomes.set(r.rowIndex, list);
    }
  }
  const out = outputPathFor(dataDir, job);
  await mkdir(path.dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  try {
    await writeEnhanced({
      sourcePath: job.sourceFilePath,
      format: fileFormatOf(job),
      mode: job.mode,
      outPath: tmp,
      outcomes,
    });
    await rename(tmp, out);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  return out;
}
