import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { addedColumns, dataWrites, headerWrites, type AddedColumns } from './alt-cells.ts';
import { CatalogueWalker } from './catalogue.ts';
import { encodeCsv } from './csv-encoding.ts';
import { formatField, quotesAll } from './csv-records.ts';
import { readRows, sniffCsv } from './read-rows.ts';
import type { WriteEnhancedInput } from './write-enhanced.ts';

/**
 * The CSV copy: every record is its source fields, byte for byte (quoting, spaces, line ending, encoding, BOM),
 * except the cells we write (alt, status, error), which follow the record's quoting style. Data rows are padded to
 * the header's width so a re-import sees every row with the same columns.
 */
export async function writeCsv(input: WriteEnhancedInput): Promise<void> {
  const dialect = await sniffCsv(input.sourcePath);
  const out = createWriteStream(input.outPath);
  const write = async (text: string): Promise<void> => {
    if (!out.write(encodeCsv(text, dialect.encoding))) {
      await once(out, 'drain');
    }
  };
  if (dialect.bom) {
    await write('\uFEFF');
  }
  const walker = new CatalogueWalker(input.mode);
  let cols: AddedColumns | null = null;
  for await (const row of readRows(input.sourcePath, 'csv')) {
    const raw = row.raw ?? [];
    const visit = walker.visit(row);
    let writes: Map<number, string> | null = null;
    if (visit.type === 'header') {
      cols = addedColumns(visit.layout);
      writes = headerWrites(cols);
    } else if (visit.type === 'data' && cols) {
      writes = dataWrites(cols, input.outcomes.get(visit.rowIndex), visit.items);
    }
    const blankRow = row.cells.every((c) => c === '');
    if (!writes || !cols || (writes.size === 0 && blankRow)) {
      await write(raw.join(dialect.delimiter) + (row.eol ?? ''));
      continue;
    }
    const quoteAll = quotesAll(raw);
    const fields = raw.slice();
    const blank = formatField('', dialect.delimiter, quoteAll);
    while (fields.length < cols.width) {
      fields.push(blank);
    }
    for (const [idx, value] of writes) {
      fields[idx] = formatField(value, dialect.delimiter, quoteAll);
    }
    await write(fields.join(dialect.delimiter) + (row.eol ?? ''));
  }
  out.end();
  await finished(out);
}
