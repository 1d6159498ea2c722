import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../../testing/bulk-fixtures.ts';
import { openpyxlXlsx } from '../../../testing/openpyxl-xlsx.ts';
import { readRows } from './read-rows.ts';
import { scanCatalogue } from './scan-catalogue.ts';
import { writeEnhanced } from './write-enhanced.ts';
import { xlsxSheetNames } from './xlsx-sheet-names.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'xlsx-names-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

const SHEETS = {
  Produits: [
    ['Handle', 'Title', 'Body (HTML)', 'Image Src', 'Image Alt Text'],
    ['veste', "Veste d'hiver", 'Laine', 'https://cdn.example.com/veste.jpg'],
  ],
  'Notes & <infos>': [['Export pandas'], [2026]],
};

describe('xlsx written in openpyxl/pandas order (workbook part after the sheets, absolute targets)', () => {
  it('reads every sheet under its own name, in order, with its values', async () => {
    const src = await file('pandas.xlsx', openpyxlXlsx(SHEETS));
    expect([...(await xlsxSheetNames(src))]).toEqual([
      [1, 'Produits'],
      [2, 'Notes & <infos>'],
    ]);
    const seen: string[] = [];
    const rows = [];
    for await (const row of readRows(src, 'xlsx', (_, name) => seen.push(name))) {
      rows.push([row.sheetName, row.cells]);
    }
    expect(seen).toEqual(['Produits', 'Notes & <infos>']);
    expect(rows).toEqual([
      ['Produits', SHEETS.Produits[0]],
      ['Produits', SHEETS.Produits[1]],
      ['Notes & <infos>', ['Export pandas']],
      ['Notes & <infos>', [2026]],
    ]);
  });

  it('names the right sheet in a message and keeps the names in the enhanced file', async () => {
    const empty = await file('empty.xlsx', openpyxlXlsx({ Catalogue: [['Image URL', 'Titre']] }));
    await expect(scanCatalogue(empty, 'xlsx', 'simple')).resolves.toEqual({ ok: false, problem: { kind: 'empty', sheet: 'Catalogue' } });

    const src = await file('shop.xlsx', openpyxlXlsx(SHEETS));
    const out = join(dir, 'shop-out.xlsx');
    const outcome = { imageIndex: 0, status: 'success' as const, alt: 'Veste matelassée noire', error: null };
    await writeEnhanced({ sourcePath: src, format: 'xlsx', mode: 'complete', outPath: out, outcomes: new Map([[0, [outcome]]]) });
    const back = await readXlsx(await readFile(out));
    expect(Object.keys(back)).toEqual(['Produits', 'Notes & <infos>']);
    expect(back.Produits![1]).toEqual([
      'veste',
      "Veste d'hiver",
      'Laine',
      'https://cdn.example.com/veste.jpg',
      'Veste matelassée noire',
      'success',
    ]);
  });

  it('falls back to the reader when the zip has no workbook part', async () => {
    const broken = await file('broken.xlsx', Buffer.from('PK\u0003\u0004 not a zip'));
    await expect(xlsxSheetNames(broken)).resolves.toEqual(new Map());
  });
});
