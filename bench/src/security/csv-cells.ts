/** Reading back the CSV a job wrote, to check the cells the product added (formula injection). */
import { parse } from 'csv-parse/sync';

/** RFC 4180 records (csv-parse, as the server reads uploads): quoted delimiters, doubled quotes, line breaks, a BOM. */
export function parseCsv(text: string, delimiter = ','): string[][] {
  return parse(text, { bom: true, delimiter, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
}

/** What makes Excel, LibreOffice or Sheets evaluate a text cell (OWASP CSV injection). */
export function startsLikeFormula(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}

/** The columns the job added to the merchant's header, with every data row's value in them. */
export function writtenColumns(records: string[][], sourceHeader: string[]): Map<string, string[]> {
  const [header = [], ...rows] = records;
  const written = new Map<string, string[]>();
  header.forEach((name, column) => {
    if (!sourceHeader.includes(name)) {
      written.set(
        name,
        rows.map((row) => row[column] ?? ''),
      );
    }
  });
  return written;
}
