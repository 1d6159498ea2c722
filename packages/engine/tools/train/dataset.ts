/**
 * Reads the product-category training folder (labels.csv + images/) and fingerprints it,
 * so the model file records exactly which bytes it was trained on.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface TrainingRow {
  file: string;
  category: string;
  productGroup: string;
  source: string;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i++;
      }
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
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
  return body.map((r) => ({ file: r[f] ?? '', category: r[c] ?? '', productGroup: r[g] ?? '', source: r[s] ?? '' }));
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
