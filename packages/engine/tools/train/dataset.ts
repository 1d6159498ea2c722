/**
 * Reads the product-category training folder (labels.csv + images/) and fingerprints it,
 * so the model file records exactly which bytes it was trained on.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

export interface TrainingRow {
  file: string;
  category: string;
  productGroup: string;
  source: string;
  /** The source's product name and file path (empty when the CSV lacks the column): the colour trainer reads colours there. */
  title: string;
  sourcePath: string;
}

/** RFC 4180 CSV (csv-parse): quoted fields may hold commas, quotes ("") and newlines; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, record_delimiter: ['\r\n', '\n', '\r'] }) as string[][];
}

export async function readTrainingSet(dir: string): Promise<TrainingRow[]> {
  const [header, ...body] = parseCsv(await readFile(path.join(dir, 'labels.csv'), 'utf8'));
  if (!header) {
    throw new Error(`empty labels.csv in ${dir}`);
  }
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) {
      throw new Error(`labels.csv lacks column ${name}`);
    }
    return i;
  };
  const [f, c, g, s] = [col('file'), col('category'), col('product_group'), col('source')];
  const [t, p] = [header.indexOf('title'), header.indexOf('source_path')];
  return body.map((r) => ({
    file: r[f] ?? '',
    category: r[c] ?? '',
    productGroup: r[g] ?? '',
    source: r[s] ?? '',
    title: r[t] ?? '',
    sourcePath: r[p] ?? '',
  }));
}

/** sha256 over labels.csv and every image's bytes, in label order. */
export async function hashTrainingSet(dir: string, rows: readonly TrainingRow[]): Promise<string> {
  const h = createHash('sha256');
  h.update(await readFile(path.join(dir, 'labels.csv')));
  for (const row of rows) {
    h.update(row.file);
    h.update(await readFile(path.join(dir, row.file)));
  }
  return h.digest('hex');
}
