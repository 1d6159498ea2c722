import type { ResultsResponse } from '@alt-optimizer/contract';
import { describe, expect, it } from 'vitest';
import { runBulkJob, uploadCatalogue, useBulkTestApp, XLSX_TYPE } from '../../testing/bulk-app.ts';
import { csvRows, readXlsx } from '../../testing/bulk-fixtures.ts';
import { expectCsvRoundTrip } from '../../testing/catalogue-exports.ts';
import { openpyxlXlsx } from '../../testing/openpyxl-xlsx.ts';
import { useTestApp } from '../../testing/test-app.ts';

const bulk = useBulkTestApp();
const img = (n: number) => bulk().img(n);

/** Windows-1252's 0x80–0x9F (the rest is Latin-1), written out here so the test does not trust the server's table. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const toCp1252 = (text: string) =>
  Buffer.from([...text].map((ch) => (CP1252_HIGH.includes(ch) ? 0x80 + CP1252_HIGH.indexOf(ch) : ch.charCodeAt(0))));
const fromCp1252 = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b))).join('');

/** The generated alt of each row, in row order (every row must have one). */
function altsOf(results: ResultsResponse): string[] {
  expect(results.results.map((r) => r.processingStatus)).toEqual(results.results.map(() => 'success'));
  return results.results.map((r) => r.generatedAlt!);
}

/** ALT_Status of each row: `review` where the engine flagged the alt for a person to check. */
const statusesOf = (results: ResultsResponse) => results.results.map((r) => (r.needsReview ? 'review' : 'success'));

describe('generated catalogue variants through the HTTP API', () => {
  it('French Excel CSV (Windows-1252, ;, CRLF): accents read, = + - @ cells kept, the same photo described per product', async () => {
    const lines = [
      'Référence;Nom;Description;URL image;SKU;Étiquettes',
      `V-1;Veste d’hiver;- 100% coton bio, cœur à 20 €;${img(1)};+44-OBS-001;@summer`,
      `B-2;"Bœuf; sauce";"=SUM(1;2)";${img(2)};-12,5;=A1`,
      `E-3;Écharpe œillet;même photo, autre produit;${img(1)};+33;@hiver`,
    ];
    const source = toCp1252(`${lines.join('\r\n')}\r\n`);
    const run = await runBulkJob(
      bulk().app,
      { name: 'export-excel.csv', data: source, type: 'text/csv' },
      { mode: 'complete', language: 'fr' },
    );
    expect(run.results.results.map((r) => r.title)).toEqual(['Veste d’hiver', 'Bœuf; sauce', 'Écharpe œillet']);
    const alts = altsOf(run.results);
    expect(alts[0]).not.toBe(alts[2]);

    const out = run.download.rawPayload;
    expect(out.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(out.includes(Buffer.from('d\x92hiver', 'latin1'))).toBe(true);
    expectCsvRoundTrip(source, out, ';', [], ['ALT', 'ALT_Status', 'ALT_Error']);
    const text = fromCp1252(out);
    const outLines = text.split('\r\n');
    lines.forEach((line, i) => expect(outLines[i]!.startsWith(`${line};`), line).toBe(true));
    expect(
      csvRows(text, ';')
        .slice(1)
        .map((row) => row.slice(-3)),
    ).toEqual(alts.map((alt, i) => [alt, statusesOf(run.results)[i], '']));
  });

  it('UTF-8 with BOM and ;, LF, every field quoted: merchant cells byte for byte, alts in ALT', async () => {
    const header = '"Product_ID";"Title";"Description";"Shopify_URL";"Tags"';
    const rows = [
      `"=HYPERLINK(""x"")";"Écharpe rouge";"- laine, 100 %";"${img(3)}";"@summer"`,
      `"+44-OBS-001";"Béret noir";"@hiver";"${img(3)}";"-12"`,
    ];
    const source = Buffer.from(`\uFEFF${header}\n${rows.join('\n')}\n`);
    const run = await runBulkJob(bulk().app, { name: 'bom.csv', data: source, type: 'text/csv' }, { mode: 'complete' });
    const alts = altsOf(run.results);
    expect(alts[0]).not.toBe(alts[1]);
    expectCsvRoundTrip(source, run.download.rawPayload, ';', [], ['ALT', 'ALT_Status', 'ALT_Error']);
    const text = run.download.rawPayload.toString('utf8');
    expect(text.split('\n').slice(0, 3)).toEqual([
      `\uFEFF${header};"ALT";"ALT_Status";"ALT_Error"`,
      ...rows.map((row, i) => `${row};"${alts[i]!.replace(/"/g, '""')}";"${statusesOf(run.results)[i]}";""`),
    ]);
  });

  it('xlsx written by openpyxl/pandas: sheet names kept in messages and in the enhanced file', async () => {
    const sheets = {
      Produits: [
        ['Product_ID', 'Title', 'Description', 'Shopify_URL'],
        ['P1', 'Tasse en grès', '=cuisson à 1280 °C', img(4)],
      ],
      'Notes & sources': [['Export pandas'], [2026]],
    };
    const run = await runBulkJob(bulk().app, { name: 'pandas.xlsx', data: openpyxlXlsx(sheets) }, { mode: 'complete' });
    const [alt] = altsOf(run.results);
    expect(run.download.headers['content-type']).toBe(XLSX_TYPE);
    const back = await readXlsx(run.download.rawPayload);
    expect(Object.keys(back)).toEqual(['Produits', 'Notes & sources']);
    expect(back.Produits).toEqual([
      [...sheets.Produits[0]!, 'ALT', 'ALT_Status', 'ALT_Error'],
      [...sheets.Produits[1]!, alt, statusesOf(run.results)[0]],
    ]);
    expect(back['Notes & sources']).toEqual(sheets['Notes & sources']);

    const missing = openpyxlXlsx({
      Catalogue: [
        ['Title', 'Shopify_URL'],
        ['Mug', img(4)],
      ],
    });
    const res = await uploadCatalogue(bulk().app, { name: 'missing.xlsx', data: missing }, { mode: 'complete', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Colonne(s) obligatoire(s) manquante(s) dans la feuille « Catalogue » : Product_ID, Description');
  });
});

describe('BULK_MAX_IMAGES', () => {
  const limited = useTestApp({ BULK_MAX_IMAGES: '2' });

  it('a file with more images than the job limit is a 400 asking to split it, in the request language', async () => {
    const csv = Buffer.from('Shopify_URL\nhttp://127.0.0.1:9/1.jpg\nhttp://127.0.0.1:9/2.jpg\nhttp://127.0.0.1:9/3.jpg\n');
    const res = await uploadCatalogue(limited().app, { name: 'big.csv', data: csv, type: 'text/csv' }, { mode: 'simple', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Ce fichier contient plus de 2 images, le maximum pour un traitement. Découpez-le en fichiers d'au plus 2 images et envoyez-les un par un",
    );
    const two = Buffer.from('Shopify_URL\nhttp://127.0.0.1:9/1.jpg\nhttp://127.0.0.1:9/2.jpg\n');
    expect((await uploadCatalogue(limited().app, { name: 'ok.csv', data: two, type: 'text/csv' }, { mode: 'simple' })).statusCode).toBe(
      200,
    );
  });
});
