/** Reading back the CSV a job wrote, to check the cells the product added (formula injection). */

/** RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') {
        i += 1;
      }
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
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
