import type { BulkMode } from '@alt-optimizer/contract';
import ExcelJS from 'exceljs';
import { CatalogueWalker } from './catalogue.ts';
import type { SheetFormat } from './detect-format.ts';
import { cellText, readRows, type RawCell, type RawRow } from './read-rows.ts';
import { addedColumns, dataWrites, headerWrites, type AddedColumns, type ImageOutcome } from './alt-cells.ts';
import { writeCsv } from './write-csv.ts';

export { rowStatusWord, type ImageOutcome } from './alt-cells.ts';

export interface WriteEnhancedInput {
  sourcePath: string;
  format: SheetFormat;
  mode: BulkMode;
  outPath: string;
  /** Outcomes per rowIndex (several for WooCommerce rows with several images). */
  outcomes: Map<number, ImageOutcome[]>;
}

function padded(cells: RawCell[], width: number): RawCell[] {
  const out = cells.slice();
  while (out.length < width) {
    out.push(null);
  }
  return out.map((c) => (cellText(c) === '' && typeof c !== 'number' ? null : c));
}

function applyWrites(row: RawRow, width: number, writes: Map<number, string>): RawCell[] {
  if (writes.size === 0) {
    return row.cells;
  }
  const cells = padded(row.cells, width);
  for (const [idx, value] of writes) {
    cells[idx] = value === '' ? null : value;
  }
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
      cells = applyWrites(row, cols.width, headerWrites(cols));
    } else if (visit.type === 'data' && cols) {
      cells = applyWrites(row, cols.width, dataWrites(cols, input.outcomes.get(visit.rowIndex), visit.items));
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
