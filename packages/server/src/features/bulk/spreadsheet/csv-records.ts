/**
 * A CSV record as written in the file: each cell's value and its exact source text, and the line ending after it.
 * The writer copies `raw` fields back untouched, so quoting, spacing and line endings survive the round trip.
 */
export interface CsvRecord {
  cells: string[];
  raw: string[];
  /** '\r\n', '\n', '\r', or '' for a last line without a newline. */
  eol: string;
}

/**
 * A record (or one of its cells) longer than the cap: thrown while reading, as soon as the unfinished record passes
 * the cap, so one huge quoted field is refused after a few MB instead of being parsed whole (issue 23, item 6).
 */
export class CsvRecordTooLargeError extends Error {
  constructor(
    readonly recordNumber: number,
    readonly maxChars: number,
  ) {
    super(`CSV record ${recordNumber} holds a cell longer than ${maxChars} characters`);
    this.name = 'CsvRecordTooLargeError';
  }
}

/** Index of the next delimiter, CR or LF at or after `from`, or -1. */
function nextStop(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === delimiter || ch === '\n' || ch === '\r') {
      return i;
    }
  }
  return -1;
}

interface Parsed extends CsvRecord {
  next: number;
}

/**
 * Parses one record starting at `start`, or returns null when the text ends before the record does and more may
 * come. Quotes open a quoted field only at its start ("" is a quote inside it); a stray quote elsewhere is literal,
 * and text after a closing quote is kept (the forgiving reading spreadsheet apps have).
 */
function parseRecord(text: string, start: number, delimiter: string, final: boolean): Parsed | null {
  const cells: string[] = [];
  const raw: string[] = [];
  let i = start;
  for (;;) {
    const fieldStart = i;
    let value = '';
    if (text[i] === '"') {
      i++;
      let segment = i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0 || (q + 1 >= text.length && !final)) {
          if (!final) {
            return null;
          }
          value += text.slice(segment, q < 0 ? text.length : q);
          i = text.length;
          break;
        }
        if (text[q + 1] === '"') {
          value += text.slice(segment, q + 1);
          i = q + 2;
          segment = i;
          continue;
        }
        value += text.slice(segment, q);
        i = q + 1;
        break;
      }
    }
    let stop = nextStop(text, i, delimiter);
    if (stop < 0) {
      if (!final) {
        return null;
      }
      stop = text.length;
    }
    value += text.slice(i, stop);
    i = stop;
    cells.push(value);
    raw.push(text.slice(fieldStart, i));
    if (i >= text.length) {
      return { cells, raw, eol: '', next: i };
    }
    const ch = text[i];
    if (ch === delimiter) {
      i++;
      continue;
    }
    if (ch === '\r' && i + 1 >= text.length && !final) {
      return null;
    }
    const eol = ch === '\r' && text[i + 1] === '\n' ? '\r\n' : ch!;
    return { cells, raw, eol, next: i + eol.length };
  }
}

/**
 * Streams records out of decoded text chunks; holds only the unfinished record between chunks. `maxCellChars` caps
 * each cell, and the unfinished record at twice that (CsvRecordTooLargeError): memory and parse time stay bounded
 * whatever one field holds.
 */
export async function* csvRecords(chunks: AsyncIterable<string>, delimiter: string, maxCellChars = Infinity): AsyncGenerator<CsvRecord> {
  let pending = '';
  let records = 0;
  const checked = (rec: Parsed): CsvRecord => {
    records += 1;
    if (rec.cells.some((cell) => cell.length > maxCellChars)) {
      throw new CsvRecordTooLargeError(records, maxCellChars);
    }
    return { cells: rec.cells, raw: rec.raw, eol: rec.eol };
  };
  for await (const chunk of chunks) {
    pending += chunk;
    let pos = 0;
    for (;;) {
      const rec = parseRecord(pending, pos, delimiter, false);
      if (!rec) {
        break;
      }
      pos = rec.next;
      yield checked(rec);
    }
    pending = pending.slice(pos);
    if (pending.length > 2 * maxCellChars) {
      throw new CsvRecordTooLargeError(records + 1, maxCellChars);
    }
  }
  let pos = 0;
  while (pos < pending.length) {
    const rec = parseRecord(pending, pos, delimiter, true)!;
    pos = rec.next;
    yield checked(rec);
  }
}

/** True when every field of the record is quoted: the file quotes everything, so the cells we add are quoted too. */
export function quotesAll(raw: string[]): boolean {
  return raw.length > 0 && raw.every((f) => f.length >= 2 && f.startsWith('"') && f.endsWith('"'));
}

/** A value as a CSV field: quoted when it must be (delimiter, quote, line break) or when the record quotes all. */
export function formatField(value: string, delimiter: string, quoteAll: boolean): string {
  if (quoteAll || value.includes(delimiter) || /["\r\n]/.test(value)) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}
