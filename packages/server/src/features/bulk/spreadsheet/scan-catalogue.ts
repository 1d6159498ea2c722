import type { BulkMode } from '@alt-optimizer/contract';
import { CatalogueWalker, type CatalogueProblem, type ImageItem } from './catalogue.ts';
import type { SheetFormat } from './detect-format.ts';
import type { CatalogueKind } from './headers.ts';
import { CellTooLargeError, readRows } from './read-rows.ts';
import { checkXlsxUnzippedSize } from './xlsx-unzipped-size.ts';

export interface CatalogueShape {
  kind: CatalogueKind;
  /** Images to describe (one product_results row each). */
  images: number;
  /** Data rows seen in processed sheets (blank rows included), for logs and the bench. */
  rows: number;
}

export interface ScannedCatalogue extends CatalogueShape {
  items: ImageItem[];
}

export type CheckResult = ({ ok: true } & CatalogueShape) | { ok: false; problem: CatalogueProblem };
export type ScanResult = ({ ok: true } & ScannedCatalogue) | { ok: false; problem: CatalogueProblem };

/** Every image of the file in row order, streamed: nothing but the current row is held. */
export async function* catalogueItems(path: string, format: SheetFormat, mode: BulkMode): AsyncGenerator<ImageItem> {
  const walker = new CatalogueWalker(mode);
  for await (const row of readRows(path, format)) {
    const visit = walker.visit(row);
    if (visit.type === 'data') {
      yield* visit.items;
    }
  }
}

/** What one upload may hold; both unlimited by default (tests and small files). */
export interface CatalogueLimits {
  /** Images in the file; the read stops at the first one over. */
  maxImages?: number;
  /** Bytes an .xlsx may unzip to, judged before the parser inflates anything (xlsx-unzipped-size.ts). */
  maxUnzippedBytes?: number;
}

/**
 * Reads a stored upload once and validates it (an .xlsx's unzipped size, columns, emptiness, at most `maxImages`
 * images) holding no item: the read stops at the first image over the limit. A parser failure is an `unreadable`
 * problem.
 */
export async function checkCatalogue(
  path: string,
  format: SheetFormat,
  mode: BulkMode,
  limits: CatalogueLimits = {},
): Promise<CheckResult> {
  if (format === 'xls') {
    return { ok: false, problem: { kind: 'xls-unsupported' } };
  }
  const maxImages = limits.maxImages ?? Infinity;
  if (format === 'xlsx' && limits.maxUnzippedBytes !== undefined) {
    const size = await checkXlsxUnzippedSize(path, limits.maxUnzippedBytes);
    if (!size.ok) {
      return { ok: false, problem: { kind: 'xlsx-too-large', maxBytes: limits.maxUnzippedBytes } };
    }
  }
  const walker = new CatalogueWalker(mode);
  let images = 0;
  let rows = 0;
  try {
    for await (const row of readRows(path, format)) {
      const visit = walker.visit(row);
      if (visit.type === 'data') {
        rows += 1;
        images += visit.items.length;
        if (images > maxImages) {
          return { ok: false, problem: { kind: 'too-many-images', max: maxImages } };
        }
      }
    }
  } catch (error) {
    if (error instanceof CellTooLargeError) {
      return { ok: false, problem: { kind: 'cell-too-large', sheet: error.sheet, row: error.row, maxChars: error.maxChars } };
    }
    // The parser's own words ("Cannot read properties of undefined", zip internals) mean nothing to a merchant.
    return { ok: false, problem: { kind: 'unreadable' } };
  }
  const problem = walker.problem(images);
  return problem ? { ok: false, problem } : { ok: true, kind: walker.kind, images, rows };
}

/** checkCatalogue, then every item in memory: for tests and small files (jobs stream with catalogueItems). */
export async function scanCatalogue(path: string, format: SheetFormat, mode: BulkMode): Promise<ScanResult> {
  const check = await checkCatalogue(path, format, mode);
  if (!check.ok) {
    return check;
  }
  const items: ImageItem[] = [];
  for await (const item of catalogueItems(path, format, mode)) {
    items.push(item);
  }
  return { ...check, items };
}
