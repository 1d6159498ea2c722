import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BulkMode } from '@alt-optimizer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, xlsxBuffer } from '../../../testing/bulk-fixtures.ts';
import type { SheetFormat } from './detect-format.ts';
import { detectFormat } from './detect-format.ts';
import { detectLayout, normalizeHeader } from './headers.ts';
import { neutralizeFormula } from './sanitize.ts';
import { scanCatalogue, type ScannedCatalogue } from './scan-catalogue.ts';
import { rowStatusWord, writeEnhanced, type ImageOutcome } from './write-enhanced.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bulk-sheet-'));
});

async function text(name: string, body: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, body);
  return path;
}

const xlsx = async (name: string, sheets: Record<string, unknown[][]>) => text(name, await xlsxBuffer(sheets));
const readBack = async (path: string) => readXlsx(await readFile(path));

/** Writes the enhanced copy of `src` to `out` with these outcomes per data row. */
function enhance(src: string, out: string, format: SheetFormat, mode: BulkMode, outcomes: Array<[number, ImageOutcome[]]>): Promise<void> {
  return writeEnhanced({ sourcePath: src, format, mode, outPath: out, outcomes: new Map(outcomes) });
}

const ok = (alt: string, imageIndex = 0): ImageOutcome => ({ imageIndex, status: 'success', alt, error: null });
const ko = (error: string, imageIndex = 0): ImageOutcome => ({ imageIndex, status: 'failed', alt: null, error });
const unsure = (alt: string, imageIndex = 0): ImageOutcome => ({ ...ok(alt, imageIndex), needsReview: true });

/** A catalogue the test expects to be usable. */
async function scanned(...args: Parameters<typeof scanCatalogue>): Promise<ScannedCatalogue> {
  const scan = await scanCatalogue(...args);
  if (!scan.ok) {
    throw new Error(`unexpected problem: ${JSON.stringify(scan.problem)}`);
  }
  return scan;
}

describe('format detection', () => {
  it('recognises xlsx, xls, csv by content and rejects binary', async () => {
    const x = await readFile(await xlsx('d.xlsx', { S: [['a']] }));
    expect(detectFormat(x.subarray(0, 8192))).toBe('xlsx');
    expect(detectFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('xls');
    expect(detectFormat(Buffer.from('\uFEFFShopify_URL;Title\nhttp://a/b.jpg;Été\n'))).toBe('csv');
    expect(detectFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]))).toBeNull();
    expect(detectFormat(Buffer.from('PK\u0003\u0004word/document.xml'))).toBeNull();
  });
});

describe('headers', () => {
  it('matches forgivingly and recognises Shopify and WooCommerce', () => {
    expect(normalizeHeader('  Product_ID ')).toBe('product id');
    expect(normalizeHeader('URL Image')).toBe('url image');
    expect(detectLayout(['Image URL', 'Titre', 'Déscription', 'product-id']).columns).toEqual({
      imageUrl: 0,
      title: 1,
      description: 2,
      productId: 3,
    });
    expect(detectLayout(['ALT_Status', 'ALT', 'Shopify_URL']).columns).toEqual({ altStatus: 0, alt: 1, imageUrl: 2 });
    const shop = detectLayout(['Handle', 'Title', 'Body (HTML)', 'Image Src', 'Image Alt Text']);
    expect(shop.kind).toBe('shopify');
    expect(shop.columns.alt).toBe(4);
    const woo = detectLayout(['ID', 'Type', 'SKU', 'Name', 'Description', 'Images']);
    expect(woo.kind).toBe('woocommerce');
    expect(woo.columns).toMatchObject({ productId: 0, title: 3, description: 4, imageUrl: 5 });
  });
});

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("x")', '\'=HYPERLINK("x")'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['-12.5', '-12.5'],
    ['Red shoe', 'Red shoe'],
  ])('neutralises formula triggers but keeps plain numbers: %j → %j', (cell, written) => {
    expect(neutralizeFormula(cell)).toBe(written);
  });
});

describe('scan + write xlsx', () => {
  it('keeps every sheet, row and value and adds the ALT columns', async () => {
    const src = await xlsx('cat.xlsx', {
      Notes: [['free text'], [42]],
      Products: [
        ['Product_ID', 'Title', 'Description', 'Shopify_URL', 'Price'],
        ['P1', 'Red shoe', 'Leather', 'https://cdn.example.com/1.jpg', 12.5],
        ['P2', 'Blue hat', 'Wool', 'not a url', 3],
        [],
        ['P3', '=cmd', 'x', '', 1],
      ],
      Empty: [],
    });
    const scan = await scanned(src, 'xlsx', 'complete');
    expect(scan.kind).toBe('standard');
    expect(scan.items.map((i) => [i.rowIndex, i.title, i.error])).toEqual([
      [0, 'Red shoe', null],
      [1, 'Blue hat', 'urlInvalid'],
      // A row absent from the sheet XML is not a data row: ordinals stay the same in both passes.
      [2, '=cmd', 'urlMissing'],
    ]);
    const out = join(dir, 'cat-out.xlsx');
    await enhance(src, out, 'xlsx', 'complete', [
      [0, [ok('=Red leather shoe')]],
      [1, [ko('Invalid image URL')]],
      [2, [ko('Missing image URL')]],
    ]);
    const back = await readBack(out);
    expect(Object.keys(back)).toEqual(['Notes', 'Products', 'Empty']);
    expect(back.Notes).toEqual([['free text'], [42]]);
    const rows = back.Products!;
    expect(rows[0]).toEqual(['Product_ID', 'Title', 'Description', 'Shopify_URL', 'Price', 'ALT', 'ALT_Status', 'ALT_Error']);
    expect(rows[1]).toEqual(['P1', 'Red shoe', 'Leather', 'https://cdn.example.com/1.jpg', 12.5, "'=Red leather shoe", 'success']);
    expect(rows[2]).toEqual(['P2', 'Blue hat', 'Wool', 'not a url', 3, undefined, 'failed', 'Invalid image URL']);
    expect(rows[4]).toEqual(['P3', '=cmd', 'x', undefined, 1, undefined, 'failed', 'Missing image URL']);
  });

  it('finds the header below a title line and copies the lines above it untouched', async () => {
    const src = await xlsx('titled.xlsx', { S: [['Spring catalogue 2026'], [], ['Image URL', 'Titre'], ['https://x.y/1.jpg', 'Robe']] });
    const scan = await scanned(src, 'xlsx', 'simple');
    expect(scan.items).toMatchObject([{ rowIndex: 0, url: 'https://x.y/1.jpg', title: 'Robe' }]);
    const out = join(dir, 'titled-out.xlsx');
    await enhance(src, out, 'xlsx', 'simple', [[0, [ok('Red dress')]]]);
    expect((await readBack(out)).S).toEqual([
      ['Spring catalogue 2026'],
      [],
      ['Image URL', 'Titre', 'ALT', 'ALT_Status', 'ALT_Error'],
      ['https://x.y/1.jpg', 'Robe', 'Red dress', 'success'],
    ]);
  });

  it('names the sheet and the missing columns', async () => {
    const src = await xlsx('bad.xlsx', {
      Catalogue: [
        ['Title', 'Shopify_URL'],
        ['a', 'https://x.y/1.jpg'],
      ],
    });
    await expect(scanCatalogue(src, 'xlsx', 'complete')).resolves.toEqual({
      ok: false,
      problem: { kind: 'columns-missing', sheet: 'Catalogue', columns: ['Product_ID', 'Description'] },
    });
    await expect(scanCatalogue(src, 'xlsx', 'simple')).resolves.toMatchObject({ items: [{ url: 'https://x.y/1.jpg' }] });
  });

  it('rejects empty workbooks, .xls and unreadable files', async () => {
    const empty = await xlsx('empty.xlsx', { S: [['Shopify_URL']] });
    await expect(scanCatalogue(empty, 'xlsx', 'simple')).resolves.toEqual({ ok: false, problem: { kind: 'empty', sheet: 'S' } });
    await expect(scanCatalogue(empty, 'xls', 'simple')).resolves.toEqual({ ok: false, problem: { kind: 'xls-unsupported' } });
    const broken = await text('broken.xlsx', Buffer.from('PK\u0003\u0004xl/garbage'));
    await expect(scanCatalogue(broken, 'xlsx', 'simple')).resolves.toMatchObject({ ok: false, problem: { kind: 'unreadable' } });
  });
});

describe('csv', () => {
  it('sniffs ; with BOM, keeps the dialect, never changes a merchant cell, neutralises only cells it writes', async () => {
    const src = await text('fr.csv', '\uFEFFURL image;Titre;Prix\r\nhttps://a.b/1.jpg;"Robe; rouge";-5\r\n;=1+1;3\r\n');
    const scan = await scanned(src, 'csv', 'simple');
    expect(scan.items.map((i) => [i.url, i.title, i.error])).toEqual([
      ['https://a.b/1.jpg', 'Robe; rouge', null],
      ['', '=1+1', 'urlMissing'],
    ]);
    const out = join(dir, 'fr-out.csv');
    await enhance(src, out, 'csv', 'simple', [
      [0, [ok('Robe rouge')]],
      [1, [ko("URL d'image manquante")]],
    ]);
    const body = await readFile(out, 'utf8');
    expect(body).toBe(
      '\uFEFFURL image;Titre;Prix;ALT;ALT_Status;ALT_Error\r\nhttps://a.b/1.jpg;"Robe; rouge";-5;Robe rouge;success;\r\n' +
        ";=1+1;3;;failed;URL d'image manquante\r\n",
    );
    // Formula-like text in a cell we write is neutralised; the merchant's own cells stay byte-identical.
    await enhance(src, out, 'csv', 'simple', [
      [0, [ok('=HYPERLINK("x")')]],
      [1, [ko('@error')]],
    ]);
    expect((await readFile(out, 'utf8')).split('\r\n').slice(1, 3)).toEqual([
      'https://a.b/1.jpg;"Robe; rouge";-5;"\'=HYPERLINK(""x"")";success;',
      ";=1+1;3;;failed;'@error",
    ]);
  });

  it('Shopify export: fills Image Alt Text, keeps existing alt, carries title to image rows, leaves variant rows', async () => {
    const src = await text(
      'shopify.csv',
      'Handle,Title,Body (HTML),Variant SKU,Image Src,Image Alt Text\n' +
        'tee,Cotton tee,<p>Soft <b>organic</b> cotton</p>,T-S,https://cdn.shopify.com/a.jpg,\n' +
        'tee,,,T-M,,\n' +
        'tee,,,,https://cdn.shopify.com/b.jpg,Existing alt\n',
    );
    const scan = await scanned(src, 'csv', 'complete');
    expect(scan.kind).toBe('shopify');
    expect(scan.items).toMatchObject([
      { rowIndex: 0, productId: 'tee', title: 'Cotton tee', description: 'Soft organic cotton.', existingAlt: null },
      { rowIndex: 2, title: 'Cotton tee', existingAlt: 'Existing alt', url: 'https://cdn.shopify.com/b.jpg' },
    ]);
    const out = join(dir, 'shopify-out.csv');
    await enhance(src, out, 'csv', 'complete', [
      [0, [ok('White cotton tee')]],
      [2, [{ imageIndex: 0, status: 'skipped', alt: 'Existing alt', error: null }]],
    ]);
    // LF in, LF out; the image-less variant row is padded to the header's width.
    expect((await readFile(out, 'utf8')).split('\n')).toEqual([
      'Handle,Title,Body (HTML),Variant SKU,Image Src,Image Alt Text,ALT_Status,ALT_Error',
      'tee,Cotton tee,<p>Soft <b>organic</b> cotton</p>,T-S,https://cdn.shopify.com/a.jpg,White cotton tee,success,',
      'tee,,,T-M,,,,',
      'tee,,,,https://cdn.shopify.com/b.jpg,Existing alt,kept,',
      '',
    ]);
  });

  it('WooCommerce: one item per image URL, joined back in one ALT cell', async () => {
    const src = await text(
      'woo.csv',
      'ID,Type,Name,Description,Images\n7,simple,Mug,"Big mug","https://s.example/1.jpg, https://s.example/2.jpg"\n',
    );
    const scan = await scanned(src, 'csv', 'complete');
    expect(scan.items.map((i) => [i.rowIndex, i.imageIndex, i.url, i.productId])).toEqual([
      [0, 0, 'https://s.example/1.jpg', '7'],
      [0, 1, 'https://s.example/2.jpg', '7'],
    ]);
    const out = join(dir, 'woo-out.csv');
    await enhance(src, out, 'csv', 'complete', [[0, [ko('Image not found (404)', 1), ok('White mug', 0)]]]);
    expect((await readFile(out, 'utf8')).split('\n')[1]).toBe(
      '7,simple,Mug,"Big mug","https://s.example/1.jpg, https://s.example/2.jpg",White mug,partial,#2: Image not found (404)',
    );
    // A decorative image: empty ALT on purpose, and the status says why.
    await enhance(src, out, 'csv', 'complete', [
      [0, [{ imageIndex: 0, status: 'success', alt: '', decorative: true, error: null }, ok('White mug', 1)]],
    ]);
    expect((await readFile(out, 'utf8')).split('\n')[1]).toBe(
      '7,simple,Mug,"Big mug","https://s.example/1.jpg, https://s.example/2.jpg",White mug,success,',
    );
    // One of the images needs a person to check its alt: the row says review, both alts are written.
    await enhance(src, out, 'csv', 'complete', [[0, [ok('White mug', 0), unsure('Mug on a table', 1)]]]);
    expect((await readFile(out, 'utf8')).split('\n')[1]).toBe(
      '7,simple,Mug,"Big mug","https://s.example/1.jpg, https://s.example/2.jpg",White mug | Mug on a table,review,',
    );
    // An edited alt holding the separator cannot break the per-image split.
    await enhance(src, out, 'csv', 'complete', [[0, [ok('White mug | front', 0), ok('Mug on a table', 1)]]]);
    expect((await readFile(out, 'utf8')).split('\n')[1]).toBe(
      '7,simple,Mug,"Big mug","https://s.example/1.jpg, https://s.example/2.jpg",White mug / front | Mug on a table,success,',
    );
  });

  it('an alt the engine was unsure of is written, with ALT_Status review', async () => {
    const src = await text('review.csv', 'Shopify_URL,Title\nhttps://a.b/1.jpg,Vase\nhttps://a.b/2.jpg,Lamp\n');
    const out = join(dir, 'review-out.csv');
    await enhance(src, out, 'csv', 'simple', [
      [0, [unsure('Blue glass vase')]],
      [1, [ok('Brass desk lamp')]],
    ]);
    expect((await readFile(out, 'utf8')).split('\n')).toEqual([
      'Shopify_URL,Title,ALT,ALT_Status,ALT_Error',
      'https://a.b/1.jpg,Vase,Blue glass vase,review,',
      'https://a.b/2.jpg,Lamp,Brass desk lamp,success,',
      '',
    ]);
  });
});

describe('ALT_Status of a row', () => {
  it('says review for a generated alt to check; failed, kept, partial and decorative keep their meaning', () => {
    expect(rowStatusWord([ok('Red shoe')])).toBe('success');
    expect(rowStatusWord([unsure('Red shoe')])).toBe('review');
    expect(rowStatusWord([ok('Red shoe', 0), unsure('Red shoe, side', 1)])).toBe('review');
    expect(rowStatusWord([unsure('Red shoe', 0), ko('Image not found (404)', 1)])).toBe('partial');
    expect(rowStatusWord([ko('Not an image')])).toBe('failed');
    expect(rowStatusWord([{ imageIndex: 0, status: 'skipped', alt: 'Kept alt', error: null }])).toBe('kept');
    // An empty alt on purpose stays decorative, even when the engine was unsure.
    expect(rowStatusWord([{ imageIndex: 0, status: 'success', alt: '', decorative: true, needsReview: true, error: null }])).toBe(
      'decorative',
    );
    // A failed row never reads review (it has no alt to check).
    expect(rowStatusWord([{ ...ko('Not an image'), needsReview: true }])).toBe('failed');
  });
});
