import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBulkJob, useBulkTestApp } from '../../testing/bulk-app.ts';
import { csvRows } from '../../testing/bulk-fixtures.ts';
import { multipartBody } from '../../testing/test-app.ts';

/** The platforms' real export files (exact bytes), see ../shared/catalogues/README.md. */
const CATALOGUES = new URL('../../../../../../shared/catalogues/', import.meta.url);

const bulk = useBulkTestApp();

/**
 * The export with every image reference (URL, protocol-relative URL, Magento file name) pointing at one distinct
 * loopback photo per distinct reference; every other byte kept.
 */
function rewritten(name: string): Buffer {
  const text = readFileSync(new URL(name, CATALOGUES), 'latin1');
  const seen = new Map<string, string>();
  const out = text.replace(/(?:https?:)?\/\/[^\s,;"]+|\b[\w-]+\.jpe?g\b/gi, (ref) => {
    if (!seen.has(ref)) {
      seen.set(ref, `${bulk().images.base}/img/g${String(seen.size + 1).padStart(4, '0')}.jpg`);
    }
    return seen.get(ref)!;
  });
  return Buffer.from(out, 'latin1');
}

/** Each export is a whole catalogue through the real engine: a job may take minutes on a busy machine. */
async function runJob(name: string, data: Buffer, fields: Record<string, string>) {
  const run = await runBulkJob(bulk().app, { name, data, type: 'text/csv' }, fields, 240_000);
  expect(run.download.statusCode).toBe(200);
  return run;
}

/**
 * Cell by cell: same rows, same columns in the same order, every merchant cell identical; only `changed` columns
 * (the alt columns) may differ and `added` columns appear at the end. Line endings and the final newline kept.
 */
function expectRoundTrip(source: Buffer, output: Buffer, delimiter: string, changed: string[], added: string[]) {
  const src = csvRows(source.toString('latin1'), delimiter);
  const out = csvRows(output.toString('latin1'), delimiter);
  expect(out[0]).toEqual([...src[0]!, ...added]);
  expect(out.length).toBe(src.length);
  const skip = new Set(changed.map((c) => src[0]!.indexOf(c)));
  src.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (!skip.has(c)) {
        expect(out[r]![c], `row ${r} column ${src[0]![c]}`).toBe(cell);
      }
    });
  });
  const crlf = (b: Buffer) => b.includes('\r\n');
  expect(crlf(output)).toBe(crlf(source));
  expect(output.at(-1) === 0x0a).toBe(source.at(-1) === 0x0a);
}

const haveExports = existsSync(new URL('prestashop17-products_import.csv', CATALOGUES));

describe.skipIf(!haveExports)('real platform exports through the HTTP API', { timeout: 240_000 }, () => {
  it('PrestaShop 1.7 import: recognised; kept alts stay byte for byte; with overwrite one alt per URL in "Image alt texts"', async () => {
    const source = rewritten('prestashop17-products_import.csv');
    const kept = await runJob('products_import.csv', source, { mode: 'complete' });
    expect(kept.download.headers['content-disposition']).toBe('attachment; filename="prestashop-products-optimized.csv"');
    expect(kept.results.results.map((r) => r.processingStatus)).toEqual(Array(8).fill('skipped'));
    expectRoundTrip(source, kept.download.rawPayload, ';', [], ['ALT_Status', 'ALT_Error']);

    const fresh = await runJob('products_import.csv', source, { mode: 'complete', overwrite: 'true' });
    const out = csvRows(fresh.download.body, ';');
    const urlCol = out[0]!.indexOf('Image URLs (x,y,z...)');
    const altCol = out[0]!.indexOf('Image alt texts (x,y,z...)');
    expect(out[0]!.slice(-2)).toEqual(['ALT_Status', 'ALT_Error']);
    expectRoundTrip(source, fresh.download.rawPayload, ';', ['Image alt texts (x,y,z...)'], ['ALT_Status', 'ALT_Error']);
    for (const row of out.slice(1)) {
      const alts = row[altCol]!.split(',');
      expect(alts).toHaveLength(row[urlCol]!.split(',').length);
      alts.forEach((a) => expect(a.length).toBeGreaterThan(0));
    }
    // iPod Nano and iPod shuffle share a photo: each alt is written for its own product.
    const nano = out.find((r) => r[2] === 'iPod Nano')![altCol]!.split(',')[1];
    const shuffle = out.find((r) => r[2] === 'iPod shuffle')![altCol];
    expect(nano).not.toBe(shuffle);
  });

  it('Magento 2 import: labels written in *_image_label, the existing additional label kept, nothing named Shopify', async () => {
    const source = rewritten('magento2-import_media.csv');
    const { results, download } = await runJob('import_media.csv', source, { mode: 'complete' });
    expect(download.headers['content-disposition']).toBe('attachment; filename="magento-products-optimized.csv"');
    expect(results.results.map((r) => r.processingStatus)).toEqual(['success', 'success', 'success', 'skipped']);
    const out = csvRows(download.body);
    const at = (name: string) => out[1]![out[0]!.indexOf(name)];
    const alt = results.results[0]!.generatedAlt!;
    expect(alt.length).toBeGreaterThan(0);
    expect([at('base_image_label'), at('small_image_label'), at('thumbnail_image_label')]).toEqual(
      [alt, alt, alt].map((a) => a.replace(/\s*,\s*/g, ' – ')),
    );
    expect(at('additional_image_labels')).toBe('Image Label');
    expectRoundTrip(
      source,
      download.rawPayload,
      ',',
      ['base_image_label', 'small_image_label', 'thumbnail_image_label'],
      ['ALT_Status', 'ALT_Error'],
    );

    const noImages = Buffer.from('sku,attribute_set_code,product_type,name\nA-1,Default,simple,Mug\n');
    const res = await bulk().app.inject({
      method: 'POST',
      url: '/api/process-excel',
      ...multipartBody([
        { name: 'mode', value: 'complete' },
        { name: 'file', filename: 'm.csv', contentType: 'text/csv', data: noImages },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Missing required column(s): base_image');
  });

  it('Shopify and WooCommerce exports: named for their platform, every merchant cell kept', async () => {
    const shopify = rewritten('shopify-apparel.csv');
    const s = await runJob('apparel.csv', shopify, { mode: 'complete' });
    expect(s.download.headers['content-disposition']).toBe('attachment; filename="shopify-products-optimized.csv"');
    expectRoundTrip(shopify, s.download.rawPayload, ',', ['Image Alt Text'], ['ALT_Status', 'ALT_Error']);

    const woo = rewritten('woocommerce-sample_products.csv');
    const w = await runJob('sample_products.csv', woo, { mode: 'complete' });
    expect(w.download.headers['content-disposition']).toBe('attachment; filename="woocommerce-products-optimized.csv"');
    expectRoundTrip(woo, w.download.rawPayload, ',', [], ['ALT', 'ALT_Status', 'ALT_Error']);
  });
});
