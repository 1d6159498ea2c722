import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCsv } from './csv-encoding.ts';
import { csvRecords } from './csv-records.ts';
import { sniffCsv } from './read-rows.ts';
import { scanCatalogue } from './scan-catalogue.ts';
import { writeEnhanced, type ImageOutcome } from './write-enhanced.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bulk-csv-'));
});

const ok = (alt: string): ImageOutcome => ({ imageIndex: 0, status: 'success', alt, error: null });

async function* chunksOf(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) {
    yield text.slice(i, i + size);
  }
}

async function records(text: string, size: number, delimiter = ',') {
  const out = [];
  for await (const r of csvRecords(chunksOf(text, size), delimiter)) {
    out.push(r);
  }
  return out;
}

async function roundTrip(name: string, bytes: Buffer, outcomes: Map<number, ImageOutcome[]>): Promise<Buffer> {
  const src = join(dir, name);
  await writeFile(src, bytes);
  const out = join(dir, `out-${name}`);
  await writeEnhanced({ sourcePath: src, format: 'csv', mode: 'simple', outPath: out, outcomes });
  return readFile(out);
}

describe('CSV records', () => {
  it('keeps each field as written and each line ending, whatever the chunk boundaries', async () => {
    const text = 'a,"b ""q"", c",d\r\n"multi\nline",,x"y\rlast,"end"';
    for (const size of [1, 2, 3, 7, 1000]) {
      const recs = await records(text, size);
      expect(recs.map((r) => r.cells)).toEqual([
        ['a', 'b "q", c', 'd'],
        ['multi\nline', '', 'x"y'],
        ['last', 'end'],
      ]);
      expect(recs.map((r) => r.raw.join(','))).toEqual(['a,"b ""q"", c",d', '"multi\nline",,x"y', 'last,"end"']);
      expect(recs.map((r) => r.eol)).toEqual(['\r\n', '\r', '']);
    }
  });
});

describe('CSV round trip', () => {
  it('French Excel (Windows-1252, ;): read correctly, written back in the same bytes, only our cells added', async () => {
    const header = 'URL image;Titre;Description;SKU;Tags';
    const row1 = 'https://a.b/1.jpg;Veste d’hiver;- 100% coton bio, cœur à 20 €;+44-OBS-001;@summer';
    const row2 = 'https://a.b/2.jpg;"Bœuf; sauce";"=SUM(1;2)";-12,5;';
    const source = encodeCsv(`${header}\r\n${row1}\r\n${row2}\r\n`, 'windows-1252');
    expect(source.includes(0x92)).toBe(true); // ’ is one byte: not UTF-8
    const src = join(dir, 'excel-fr.csv');
    await writeFile(src, source);
    expect(await sniffCsv(src)).toEqual({ delimiter: ';', bom: false, encoding: 'windows-1252' });
    const scan = await scanCatalogue(src, 'csv', 'simple');
    expect(scan.ok && scan.items.map((i) => [i.title, i.description])).toEqual([
      ['Veste d’hiver', '- 100% coton bio, cœur à 20 €'],
      ['Bœuf; sauce', '=SUM(1;2)'],
    ]);
    const out = await roundTrip(
      'excel-fr.csv',
      source,
      new Map([
        [0, [ok('Veste d’hiver en laine, cœur brodé')]],
        [1, [ok('-Bœuf; sauce « maison »')]],
      ]),
    );
    const expected =
      `${header};ALT;ALT_Status;ALT_Error\r\n` +
      `${row1};Veste d’hiver en laine, cœur brodé;success;\r\n` +
      `${row2};"'-Bœuf; sauce « maison »";success;\r\n`;
    expect(out.equals(encodeCsv(expected, 'windows-1252'))).toBe(true);
  });

  it('UTF-8 with BOM and ;, LF, quoted-everything records and no final newline stay as uploaded', async () => {
    const text = '\uFEFF"Shopify_URL";"Title"\n"https://a.b/1.jpg";"Écharpe"\nhttps://a.b/2.jpg;Béret';
    const out = await roundTrip(
      'bom.csv',
      Buffer.from(text),
      new Map([
        [0, [ok('Écharpe rouge')]],
        [1, [ok('Béret noir')]],
      ]),
    );
    expect(out.toString('utf8')).toBe(
      '\uFEFF"Shopify_URL";"Title";"ALT";"ALT_Status";"ALT_Error"\n' +
        '"https://a.b/1.jpg";"Écharpe";"Écharpe rouge";"success";""\n' +
        'https://a.b/2.jpg;Béret;Béret noir;success;',
    );
  });

  it('writes a character Windows-1252 lacks without its accent, else as ?', () => {
    expect(encodeCsv('Ł', 'windows-1252')).toEqual(Buffer.from('?'));
    expect(encodeCsv('Ștă ’€', 'windows-1252')).toEqual(Buffer.from([0x53, 0x74, 0x61, 0x20, 0x92, 0x80]));
    expect(encodeCsv('猫', 'windows-1252')).toEqual(Buffer.from('?'));
  });
});
