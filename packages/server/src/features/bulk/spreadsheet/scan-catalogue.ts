import type { BulkMode } from '@alt-optimizer/contract';
import { AppError, isAppError } from '../../errors/index.ts';
import { BULK_ERRORS } from '../messages.ts';
import { CatalogueWalker, type ImageItem } from './catalogue.ts';
import type { SheetFormat } from './detect-format.ts';
import type { CatalogueKind } from './headers.ts';
import { readRows } from './read-rows.ts';

export interface ScannedCatalogue {
  kind: CatalogueKind;
  items: ImageItem[];
  /** Data rows seen in processed sheets (blank rows included), for logs and the bench. */
  rows: number;
}

/**
 * Reads a stored upload once, validates it (columns, emptiness) and lists every image to describe.
 * Parser failures become a 400 "could not be read" with the parser's own short reason.
 */
export async function scanCatalogue(path: string, format: SheetFormat, mode: BulkMode): Promise<ScannedCatalogue> {
  if (format === 'xls') {
    throw new AppError(BULK_ERRORS.xlsUnsupported);
  }
  const walker = new CatalogueWalker(mode);
  const items: ImageItem[] = [];
  let rows = 0;
  try {
    for await (const row of readRows(path, format)) {
      const visit = walker.visit(row);
      if (visit.type === 'data') {
        rows += 1;
        for (const item of visit.items) {
          items.push(item);
        }
      }
    }
  } catch (err) {
    if (isAppError(err)) {
      throw err;
    }
    const reason = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 200) : 'unknown error';
    throw new AppError(BULK_ERRORS.fileUnreadable, { detail: reason }, { cause: err });
  }
  walker.assertUsable(items.length);
  return { kind: walker.kind, items, rows };
}
