import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COLUMNS, type ApiV1JobRow } from '@alt-optimizer/contract';

const HEADER = [COLUMNS.productId, COLUMNS.title, COLUMNS.description, COLUMNS.imageUrl, COLUMNS.alt];

function field(value: string | undefined): string {
  return `"${(value ?? '').replaceAll('"', '""')}"`;
}

/**
 * A JSON job's rows written as a catalogue in our template's columns, so it goes through the same checks, rows and
 * output file as an uploaded spreadsheet; a row's existingAlt goes in the ALT column, where a sheet's alt is read (one path for both; its download is this CSV with the ALT columns added).
 */
export async function rowsToCsvFile(dir: string, rows: readonly ApiV1JobRow[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.part`);
  const lines = [
    HEADER.join(','),
    ...rows.map((r) => [r.productId, r.title, r.description, r.imageUrl, r.existingAlt].map(field).join(',')),
  ];
  await writeFile(file, `${lines.join('\r\n')}\r\n`, 'utf8');
  return file;
}
