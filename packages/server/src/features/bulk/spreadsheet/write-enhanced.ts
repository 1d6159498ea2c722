import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { COLUMNS, type BulkMode, type ResultStatus } from '@alt-optimizer/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { CatalogueWalker } from './catalogue.ts';
import type { SheetFormat } from './detect-format.ts';
import type { SheetLayout } from './headers.ts';
import { cellText, readRows, sniffCsv, type RawCell, type RawRow } from './read-rows.ts';
import { neutralizeFormula } from './sanitize.ts';

/** What happened to one image, as the writer needs it. */
export interface ImageOutcome {
  imageIndex: number;
  status: ResultStatus;
  /** The engine judged the image decorative: an empty alt is the right answer, and ALT_Status says so. */
  decorative?: boolean;
  /** The engine was unsure of the alt: it is written, and ALT_Status says a person should check it. */
  needsReview?: boolean;
  alt: string | null;
  error: string | null;
}

export interface WriteEnhancedInput {
  sourcePath: string;
  format: SheetFormat;
  mode: BulkMode;
  outPath: string;
  /** Outcomes per rowIndex (several for WooCommerce rows with several images). */
  outcomes: Map<number, ImageOutcome[]>;
}

/** Written in ALT_Status: short, stable English words that a merchant can filter on. */
const STATUS_WORD = { success: 'success', failed: 'failed', skipped: 'kept', pending: 'pending', processing: 'pending' } as const;

/** One image's ALT_Status: a generated alt the engine was unsure of reads `review`; an empty one on purpose, `decorative`. */
function statusWord(o: ImageOutcome): string {
  if (o.status === 'success' && o.decorative && !o.alt) {
    return 'decorative';
  }
  if (o.status === 'success' && o.needsReview && o.alt) {
    return 'review';
  }
  return STATUS_WORD[o.status];
}

/**
 * One row's ALT_Status from its images' outcomes: one word when every image agrees; mixed good outcomes
 * (new, kept, decorative) read as success, or review when one of them needs checking; some failed, partial.
 */
export function rowStatusWord(outcomes: ImageOutcome[]): string {
  const words = new Set(outcomes.map(statusWord));
  if (words.size === 1) {
    return [...words][0]!;
  }
  const ok = outcomes.filter((o) => o.status === 'success' || o.status === 'skipped').length;
  if (ok === outcomes.length) {
    return words.has('review') ? 'review' : 'success';
  }
  return ok > 0 ? 'partial' : 'failed';
}

interface AddedColumns {
  alt: number;
  status: number;
  error: number;
  width: number;
}

/** Reuses the sheet's own ALT / ALT_Status / ALT_Error columns (Shopify: Image Alt Text), else appends them. */
function addedColumns(layout: SheetLayout): AddedColumns {
  let next = layout.headers.length;
  const alt = layout.columns.alt ?? next++;
  const status = layout.columns.altStatus ?? next++;
  const error = layout.columns.altError ?? next++;
  return { alt, status, error, width: next };
}

function headerCells(row: RawRow, cols: AddedColumns): RawCell[] {
  const cells = padded(row.cells, cols.width);
  cells[cols.alt] ??= COLUMNS.alt;
  cells[cols.status] ??= COLUMNS.altStatus;
  cells[cols.error] ??= COLUMNS.altError;
  return cells;
}

function padded(cells: RawCell[], width: number): RawCell[] {
  const out = cells.slice();
  while (out.length < width) {
    out.push(null);
  }
  return out.map((c) => (cellText(c) === '' && typeof c !== 'number' ? null : c));
}

/** Fills the three columns of one data row from its image outcomes; rows without images stay as they were. */
function dataCells(row: RawRow, cols: AddedColumns, outcomes: ImageOutcome[] | undefined): RawCell[] {
  if (!outcomes || outcomes.length === 0) {
    return row.cells;
  }
  const cells = padded(row.cells, cols.width);
  const sorted = outcomes.slice().sort((a, b) => a.imageIndex - b.imageIndex);
  const alts = sorted.map((o) => o.alt ?? '').filter((a) => a !== '');
  const errors = sorted.filter((o) => o.error).map((o) => (sorted.length > 1 ? `#${o.imageIndex + 1}: ${o.error}` : (o.error as string)));
  if (alts.length > 0) {
    cells[cols.alt] = neutralizeFormula(alts.join(' | '));
  }
  cells[cols.status] = rowStatusWord(sorted);
  cells[cols.error] = errors.length > 0 ? neutralizeFormula(errors.join('; ')) : null;
  return cells;
}

/** Shared formulas need their master cell, which a row-by-row writer cannot guarantee: keep their value. */
function xlsxValue(cell: RawCell): RawCell {
  if (cell && typeof cell === 'object' && 'sharedFormula' in cell) {
    return (cell as { result?: RawCell }).result ?? null;
  }
  return cell;
}

/**
 * Streams the source file again and writes the enhanced copy: every sheet, row, column and value in
 * order, plus the ALT columns. Memory stays flat whatever the file size; only outcomes are held.
 */
export async function writeEnhanced(input: WriteEnhancedInput): Promise<void> {
  if (input.format === 'csv') {
    await writeCsv(input);
  } else {
    await writeXlsx(input);
  }
}

async function writeCsv(input: WriteEnhancedInput): Promise<void> {
  const dialect = await sniffCsv(input.sourcePath);
  const out = createWriteStream(input.outPath);
  const csv = stringify({ delimiter: dialect.delimiter, bom: dialect.bom, record_delimiter: 'windows' });
  csv.pipe(out);
  const walker = new CatalogueWalker(input.mode);
  let cols: AddedColumns | null = null;
  for await (const row of readRows(input.sourcePath, 'csv')) {
    const visit = walker.visit(row);
    let cells = row.cells;
    if (visit.type === 'header') {
      cols = addedColumns(visit.layout);
      cells = headerCells(row, cols);
    } else if (visit.type === 'data' && cols) {
      cells = dataCells(row, cols, input.outcomes.get(visit.rowIndex));
    }
    const line = cells.map((c) => neutralizeFormula(c == null ? '' : String(c)));
    if (!csv.write(line)) {
      await new Promise((resolve) => csv.once('drain', resolve));
    }
  }
  csv.end();
  await finished(out);
}

async function writeXlsx(input: WriteEnhancedInput): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: input.outPath, useStyles: true, useSharedStrings: false });
  const walker = new CatalogueWalker(input.mode);
  const sheets: ExcelJS.Worksheet[] = [];
  let cols: AddedColumns | null = null;
  const onSheet = (index: number, name: string): void => {
    sheets[index - 1]?.commit();
    sheets[index] = wb.addWorksheet(name);
    cols = null;
  };
  for await (const row of readRows(input.sourcePath, 'xlsx', onSheet)) {
    const visit = walker.visit(row);
    let cells = row.cells;
    if (visit.type === 'header') {
      cols = addedColumns(visit.layout);
      cells = headerCells(row, cols);
    } else if (visit.type === 'data' && cols) {
      cells = dataCells(row, cols, input.outcomes.get(visit.rowIndex));
    }
    const outRow = sheets[row.sheetIndex]!.getRow(row.rowNumber);
    cells.forEach((cell, i) => {
      if (cell === null || cell === undefined) {
        return;
      }
      const target = outRow.getCell(i + 1);
      target.value = xlsxValue(cell);
      const fmt = row.numFmts?.[i];
      if (fmt) {
        target.numFmt = fmt;
      }
    });
    outRow.commit();
  }
  sheets.at(-1)?.commit();
  await wb.commit();
}
