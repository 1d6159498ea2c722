import type { EventEmitter } from 'node:events';
import ExcelJS from 'exceljs';
import { csvRecords, CsvRecordTooLargeError } from './csv-records.ts';
import { decodeCsv, detectCsvEncoding, type CsvEncoding } from './csv-encoding.ts';
import type { SheetFormat } from './detect-format.ts';
import { xlsxSheetNames } from './xlsx-sheet-names.ts';

/** A raw cell as ExcelJS gives it (string, number, Date, formula object…) or a CSV string. */
export type RawCell = ExcelJS.CellValue;

export interface RawRow {
  sheetIndex: number;
  sheetName: string;
  /** 1-based row number in the sheet (ExcelJS numbering; CSV record number). */
  rowNumber: number;
  cells: RawCell[];
  /** Number formats per cell (xlsx only) so dates and prices look the same in the enhanced file. */
  numFmts?: (string | undefined)[];
  /** CSV only: each field exactly as written (quotes included) and the line ending, for a byte-exact copy. */
  raw?: string[];
  eol?: string;
}

/** Called at the start of every sheet, including sheets without any row (kept in the output). */
export type SheetStartHandler = (sheetIndex: number, sheetName: string) => void;

export interface CsvDialect {
  delimiter: string;
  bom: boolean;
  encoding: CsvEncoding;
}

const SNIFF_CHARS = 64 * 1024;

/**
 * The most characters one cell may hold (issue 23, item 6): a long product description in HTML is tens of KB; a cell
 * of a million characters is a mistake or an attack, refused with CellTooLargeError while the file is read.
 */
export const MAX_CELL_CHARS = 1_000_000;

/** A cell over MAX_CELL_CHARS; `sheet` is null for a CSV, `row` 1-based as the merchant's app numbers it. */
export class CellTooLargeError extends Error {
  constructor(
    readonly sheet: string | null,
    readonly row: number,
    readonly maxChars: number,
  ) {
    super(`Row ${row}${sheet === null ? '' : ` of sheet ${sheet}`} holds a cell longer than ${maxChars} characters`);
    this.name = 'CellTooLargeError';
  }
}

/** The single "sheet" name a CSV file gets in messages. */
export const CSV_SHEET_NAME = 'CSV';

/**
 * Encoding (whole file checked), BOM, and , ; or tab counted outside quotes on the first line: French Excel
 * writes ';', Shopify and WooCommerce ',', copies from web tables often tab.
 */
export async function sniffCsv(path: string): Promise<CsvDialect> {
  const encoding = await detectCsvEncoding(path);
  let text = '';
  for await (const chunk of decodeCsv(path, encoding)) {
    text += chunk;
    if (text.length >= SNIFF_CHARS) {
      break;
    }
  }
  const bom = text.startsWith('\uFEFF');
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && (ch === '\n' || ch === '\r')) {
      break;
    } else if (!quoted && ch in counts) {
      counts[ch]! += 1;
    }
  }
  const delimiter = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0];
  return { delimiter, bom, encoding };
}

/** Streams every row of every sheet, in file order, without holding the workbook in memory. */
export async function* readRows(path: string, format: SheetFormat, onSheet?: SheetStartHandler): AsyncGenerator<RawRow> {
  if (format === 'csv') {
    onSheet?.(0, CSV_SHEET_NAME);
    yield* readCsvRows(path);
  } else if (format === 'xlsx') {
    yield* readXlsxRows(path, onSheet);
  } else {
    throw new Error(`Unsupported format ${format}`);
  }
}

async function* readCsvRows(path: string): AsyncGenerator<RawRow> {
  const dialect = await sniffCsv(path);
  let rowNumber = 0;
  try {
    for await (const record of csvRecords(withoutBom(decodeCsv(path, dialect.encoding)), dialect.delimiter, MAX_CELL_CHARS)) {
      rowNumber += 1;
      yield { sheetIndex: 0, sheetName: CSV_SHEET_NAME, rowNumber, cells: record.cells, raw: record.raw, eol: record.eol };
    }
  } catch (error) {
    throw error instanceof CsvRecordTooLargeError ? new CellTooLargeError(null, error.recordNumber, error.maxChars) : error;
  }
}

async function* withoutBom(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let first = true;
  for await (const chunk of chunks) {
    yield first && chunk.startsWith('\uFEFF') ? chunk.slice(1) : chunk;
    first = false;
  }
}

async function* readXlsxRows(path: string, onSheet?: SheetStartHandler): AsyncGenerator<RawRow> {
  // A damaged zip is reported by ExcelJS below, with its own reason.
  const names = await xlsxSheetNames(path).catch(() => new Map<number, string>());
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'emit',
  });
  // The reader announces each worksheet part (`sheet<N>.xml` → id N) just before emitting it.
  let part = 0;
  (reader as unknown as EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') {
      part = Number(entry.id);
    }
  });
  let sheetIndex = -1;
  for await (const sheet of reader) {
    sheetIndex += 1;
    const sheetName = names.get(part) ?? (sheet as unknown as { name: string }).name;
    onSheet?.(sheetIndex, sheetName);
    for await (const row of sheet) {
      // row.values is 1-based and sparse; shift to a dense 0-based list.
      const values = row.values as RawCell[];
      const cells: RawCell[] = [];
      const numFmts: (string | undefined)[] = [];
      for (let c = 1; c < values.length; c++) {
        // ExcelJS has no cap of its own: the zip-bomb check bounds the whole file, this bounds one cell.
        if (cellText(values[c]).length > MAX_CELL_CHARS) {
          throw new CellTooLargeError(sheetName, row.number, MAX_CELL_CHARS);
        }
        cells.push(values[c] ?? null);
        numFmts.push(values[c] == null ? undefined : row.getCell(c).numFmt || undefined);
      }
      yield { sheetIndex, sheetName, rowNumber: row.number, cells, numFmts };
    }
  }
}

/** Plain text of any cell value: rich text joined, formulas by their cached result, dates as ISO. */
export function cellText(value: RawCell | undefined): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value.trim();
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if ('richText' in value) {
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  }
  if ('hyperlink' in value) {
    return cellText(value.text as RawCell);
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: RawCell }).result ?? null);
  }
  if ('error' in value) {
    return '';
  }
  return '';
}

/** Like cellText, but a linked cell gives its link target: that is the URL even when the label differs. */
export function cellUrl(value: RawCell | undefined): string {
  if (value && typeof value === 'object' && 'hyperlink' in value && value.hyperlink) {
    return String(value.hyperlink).trim();
  }
  return cellText(value);
}
